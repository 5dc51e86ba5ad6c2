"""Writes the integrator bench's scenes (docs/performance.md, "The implicit
integrator"): resources/examples/sphere-drape.drape at N x N particles, cotton,
spacing 1.551 m / (N - 1), the GPU backend, Verlet at automatic substeps and
the implicit integrator at several iteration counts; prints the scenes' names
in the order to bake them.

    python3 bench/integrators/make_scenes.py OUT_FOLDER resources/examples/sphere-drape.drape
"""
import copy
import json
import sys

SIDE = 1.551  # m: the cloth's side at every resolution


def scene(base, n, frames, integrator=None, iterations=None, substeps="auto"):
    s = copy.deepcopy(base)
    cloth = s["cloth"]
    for key in ("particleMass", "springs", "bending"):
        cloth.pop(key, None)
    cloth["material"] = "cotton"
    cloth["cols"] = cloth["rows"] = n
    cloth["spacing"] = SIDE / (n - 1)
    simulation = s["simulation"]
    simulation["substeps"] = substeps
    simulation["frames"] = frames
    simulation["backend"] = "gpu"
    if integrator:
        simulation["integrator"] = integrator
    if iterations:
        simulation["iterations"] = iterations
    return s


def main():
    out, base = sys.argv[1], json.load(open(sys.argv[2]))
    scenes = {"verlet256": scene(base, 256, 240), "verlet512": scene(base, 512, 240),
              "verlet1024": scene(base, 1024, 60)}
    for iterations in (2, 3, 5, 10, 20, 40):
        scenes[f"implicit512_{iterations}"] = scene(base, 512, 240, "implicit", iterations)
    for iterations in (10, 20):
        scenes[f"implicit512_s2_{iterations}"] = scene(base, 512, 240, "implicit", iterations, 2)
    scenes["implicit256_20"] = scene(base, 256, 240, "implicit", 20)
    scenes["implicit1024_20"] = scene(base, 1024, 60, "implicit", 20)
    for name, s in scenes.items():
        json.dump(s, open(f"{out}/{name}.drape", "w"), indent=1)
        print(name)


main()
