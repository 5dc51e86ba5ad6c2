"""Compares the integrator bench's 512² bakes with its Verlet reference
(docs/performance.md, "The implicit integrator"), at frames 60 and 239, in %
of the cloth's 1.551 m side: the largest and mean particle distance, the
centre of mass, the surface (the symmetric mean distance from every 4th
particle each way of one bake to the nearest of all the particles of the
other, which does not care which particle went into which fold or how far
the cloth slid along itself), the mean structural stretch, and the particles
on the ground. Against all the other bake's particles, the surface of two
identical sheets whose particles slid along it reads at most half a spacing
(0.14% of the side); against every 4th it read up to 0.55%
(docs/performance.md).

    python3 bench/integrators/compare.py FOLDER_OF_PC2_FILES
"""
import os
import struct
import sys

import numpy as np

SIDE, N = 1.551, 512
GROUND = 0.0101  # m: the ground plane's thickness, and a hair


def load(folder, name):
    data = open(f"{folder}/{name}.pc2", "rb").read()
    if data[:12] != b"POINTCACHE2\0":
        raise SystemExit(f"{name}.pc2: not a PC2 file")
    _, points, _, _, samples = struct.unpack("<iiffi", data[12:32])
    return np.frombuffer(data, dtype="<f4", offset=32).reshape(samples, points, 3).astype(np.float64)


def nearest(a, b, chunk=256):
    """Each point of a's distance to its nearest point of b, in float32 about b's
    centre (rounding adds at most 0.02% of the side), in chunks that keep
    memory small."""
    centre = b.mean(0)
    b = (b - centre).astype(np.float32)
    bb = (b * b).sum(1)
    out = np.empty(len(a))
    for s in range(0, len(a), chunk):
        part = (a[s:s + chunk] - centre).astype(np.float32)
        d2 = (part * part).sum(1)[:, None] + bb[None, :] - 2 * part @ b.T
        out[s:s + chunk] = np.sqrt(np.maximum(d2.min(1), 0))
    return out


def stretch(x):
    grid = x.reshape(N, N, 3)
    edges = np.concatenate([np.linalg.norm(grid[1:] - grid[:-1], axis=2).ravel(),
                            np.linalg.norm(grid[:, 1:] - grid[:, :-1], axis=2).ravel()])
    return (edges / (SIDE / (N - 1))).mean()


def main():
    folder = sys.argv[1]
    reference = load(folder, "verlet512_ref")
    names = sorted(f[:-4] for f in os.listdir(folder) if f.endswith(".pc2") and f != "verlet512_ref.pc2")
    pct = lambda metres: f"{100 * metres / SIDE:.2f}%"
    for index, frame in enumerate((60, 239)):
        ref = reference[index]
        ref_sub = ref.reshape(N, N, 3)[::4, ::4].reshape(-1, 3)
        print(f"\nframe {frame} (reference: stretch {stretch(ref):.4f}, "
              f"on the ground {100 * (ref[:, 1] <= GROUND).mean():.1f}%)")
        print("| bake | largest particle | mean particle | centre of mass | surface | stretch | on the ground |")
        print("|---|---|---|---|---|---|---|")
        for name in names:
            x = load(folder, name)[index]
            if not np.isfinite(x).all():
                print(f"| {name} | not finite |")
                continue
            distance = np.linalg.norm(x - ref, axis=1)
            x_sub = x.reshape(N, N, 3)[::4, ::4].reshape(-1, 3)
            surface = (nearest(x_sub, ref).mean() + nearest(ref_sub, x).mean()) / 2
            print(f"| {name} | {pct(distance.max())} | {pct(distance.mean())} | "
                  f"{pct(np.linalg.norm(x.mean(0) - ref.mean(0)))} | {pct(surface)} | {stretch(x):.4f} | "
                  f"{100 * (x[:, 1] <= GROUND).mean():.1f}% |")


main()
