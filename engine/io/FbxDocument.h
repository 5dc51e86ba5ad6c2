// The parts of an FBX document that do not depend on what is animated: the
// header and global settings (units, axes, frame rate, time span), object
// names, Properties70 entries, object counts for Definitions, and a static
// triangle mesh as a Geometry node. FbxExporter builds the cloth's document
// from them. Internal to engine/io.
#pragma once

#include "engine/io/FbxWriter.h"

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include <cstdint>
#include <map>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace drape::engine {

/// FBX counts time in ticks of 1/46186158000 s.
constexpr std::int64_t fbxTicksPerSecond = 46186158000;

/// `frames` / `fps` seconds in FBX ticks, rounded to the nearest tick; exact for every
/// usual frame rate (24, 25, 30, 48, 50, 60, 120, …, whose tick counts are whole).
std::int64_t fbxTime(std::int64_t frames, int fps);

/// An object's name as FBX stores it: "NAME", NUL, SOH, "CLASS".
std::string fbxObjectName(std::string_view name, std::string_view fbxClass);

/// Adds a Properties70 entry `P: name, type, label, flags` to `properties`; the caller adds its values.
FbxNode& addFbxProperty(FbxNode& properties, std::string_view name, std::string_view type, std::string_view label,
                        std::string_view flags = "");

/// FBXHeaderExtension, FileId, CreationTime and Creator: what readers check before the scene.
/// Fixed creation time and ids (those Blender writes too), so an export is the same bytes every time.
std::vector<FbxNode> fbxHeaderNodes();

/// GlobalSettings: Y up, right-handed, 1 unit = 1 m (UnitScaleFactor 100: FBX counts in cm),
/// a custom frame rate of `fps`, and the time span [start, stop] in ticks.
FbxNode fbxGlobalSettings(int fps, std::int64_t start, std::int64_t stop);

/// Documents (one scene, whose active take is `takeName`) and the empty References.
std::vector<FbxNode> fbxDocumentNodes(std::string_view takeName);

/// Definitions: how many objects of each type (`Model` → 2, …) the document holds, GlobalSettings included.
FbxNode fbxDefinitions(const std::map<std::string, int>& objectCounts);

/// A triangle mesh, as readers expect it: one polygon per triangle (its last index stored as
/// −index − 1), optional per-vertex normals and UVs stored per triangle corner, material 0 on
/// every triangle, smooth shading if `smooth` (else the reader's default), all in layer 0.
struct FbxMeshData {
    std::span<const double> positions;         ///< x, y, z per vertex
    std::span<const std::uint32_t> triangles;  ///< three vertex indices each
    std::span<const glm::vec3> normals;        ///< one per vertex, or empty
    std::span<const glm::vec2> uvs;            ///< UVs, or empty
    bool smooth = false;
    /// Three indices into `uvs` per triangle; empty when `uvs` has one per vertex,
    /// indexed as the positions are (a mesh cloth's UV seams give a vertex several).
    std::span<const std::uint32_t> uvTriangles;
};
FbxNode fbxMeshGeometry(std::int64_t id, std::string_view name, const FbxMeshData& mesh);

}  // namespace drape::engine
