#include "engine/io/FbxDocument.h"

#include <array>
#include <initializer_list>
#include <utility>

namespace drape::engine {
namespace {

/// FBX's TimeMode for "custom": the frame rate is CustomFrameRate.
constexpr std::int32_t customTimeMode = 14;

/// The id, creation time and footer id that Autodesk's readers check against one another; any
/// consistent triple works, and this one (Blender's) is known to.
constexpr std::array<std::uint8_t, 16> fileId{0x28, 0xb3, 0x2a, 0xeb, 0xb6, 0x24, 0xcc, 0xc2,
                                              0xbf, 0xc8, 0xb0, 0x2a, 0xa9, 0x2b, 0xfc, 0xf1};
constexpr std::string_view creationTime = "1970-01-01 10:00:00:000";
constexpr std::string_view creator = "Drape";

void addInt(FbxNode& properties, std::string_view name, std::int32_t value)
{
    addFbxProperty(properties, name, "int", "Integer").addInt(value);
}

void addDouble(FbxNode& properties, std::string_view name, double value)
{
    addFbxProperty(properties, name, "double", "Number").addDouble(value);
}

void addTime(FbxNode& properties, std::string_view name, std::int64_t ticks)
{
    addFbxProperty(properties, name, "KTime", "Time").addLong(ticks);
}

void addLayerElementHeader(FbxNode& element, std::int32_t version, std::string_view name, std::string_view mapping,
                           std::string_view reference)
{
    element.addChild("Version").addInt(version);
    element.addChild("Name").addString(name);
    element.addChild("MappingInformationType").addString(mapping);
    element.addChild("ReferenceInformationType").addString(reference);
}

}  // namespace

std::int64_t fbxTime(std::int64_t frames, int fps)
{
    const std::int64_t ticks = frames * fbxTicksPerSecond;
    const std::int64_t half = fps / 2;
    return ticks >= 0 ? (ticks + half) / fps : -((-ticks + half) / fps);
}

std::string fbxObjectName(std::string_view name, std::string_view fbxClass)
{
    std::string stored(name);
    stored += '\0';
    stored += '\1';
    stored += fbxClass;
    return stored;
}

FbxNode& addFbxProperty(FbxNode& properties, std::string_view name, std::string_view type, std::string_view label,
                        std::string_view flags)
{
    FbxNode& p = properties.addChild("P");
    p.addString(name).addString(type).addString(label).addString(flags);
    return p;
}

std::vector<FbxNode> fbxHeaderNodes()
{
    std::vector<FbxNode> nodes;
    FbxNode& header = nodes.emplace_back("FBXHeaderExtension");
    header.addChild("FBXHeaderVersion").addInt(1003);
    header.addChild("FBXVersion").addInt(fbxFileVersion);
    header.addChild("EncryptionType").addInt(0);
    FbxNode& stamp = header.addChild("CreationTimeStamp");
    stamp.addChild("Version").addInt(1000);
    for (const auto& [field, value] : std::initializer_list<std::pair<const char*, std::int32_t>>{
             {"Year", 1970}, {"Month", 1}, {"Day", 1}, {"Hour", 10}, {"Minute", 0}, {"Second", 0}, {"Millisecond", 0}})
        stamp.addChild(field).addInt(value);
    header.addChild("Creator").addString(creator);
    nodes.emplace_back("FileId").addBytes(fileId);
    nodes.emplace_back("CreationTime").addString(creationTime);
    nodes.emplace_back("Creator").addString(creator);
    return nodes;
}

FbxNode fbxGlobalSettings(int fps, std::int64_t start, std::int64_t stop)
{
    FbxNode settings("GlobalSettings");
    settings.addChild("Version").addInt(1000);
    FbxNode& properties = settings.addChild("Properties70");
    // Y up, Z towards the viewer, X right: Drape's axes, which readers convert to their own.
    addInt(properties, "UpAxis", 1);
    addInt(properties, "UpAxisSign", 1);
    addInt(properties, "FrontAxis", 2);
    addInt(properties, "FrontAxisSign", 1);
    addInt(properties, "CoordAxis", 0);
    addInt(properties, "CoordAxisSign", 1);
    addInt(properties, "OriginalUpAxis", 1);
    addInt(properties, "OriginalUpAxisSign", 1);
    addDouble(properties, "UnitScaleFactor", 100.0);
    addDouble(properties, "OriginalUnitScaleFactor", 100.0);
    addFbxProperty(properties, "TimeMode", "enum", "").addInt(customTimeMode);
    addTime(properties, "TimeSpanStart", start);
    addTime(properties, "TimeSpanStop", stop);
    addDouble(properties, "CustomFrameRate", double(fps));
    return settings;
}

std::vector<FbxNode> fbxDocumentNodes(std::string_view takeName)
{
    std::vector<FbxNode> nodes;
    FbxNode& documents = nodes.emplace_back("Documents");
    documents.addChild("Count").addInt(1);
    FbxNode& document = documents.addChild("Document");
    document.addLong(1).addString("Scene").addString("Scene");
    FbxNode& properties = document.addChild("Properties70");
    addFbxProperty(properties, "SourceObject", "object", "");
    addFbxProperty(properties, "ActiveAnimStackName", "KString", "").addString(takeName);
    document.addChild("RootNode").addLong(0);
    nodes.emplace_back("References");
    return nodes;
}

FbxNode fbxDefinitions(const std::map<std::string, int>& objectCounts)
{
    FbxNode definitions("Definitions");
    definitions.addChild("Version").addInt(100);
    int total = 1;
    for (const auto& [type, count] : objectCounts)
        total += count;
    definitions.addChild("Count").addInt(total);
    definitions.addChild("ObjectType").addString("GlobalSettings").addChild("Count").addInt(1);
    for (const auto& [type, count] : objectCounts)
        definitions.addChild("ObjectType").addString(type).addChild("Count").addInt(count);
    return definitions;
}

FbxNode fbxMeshGeometry(std::int64_t id, std::string_view name, const FbxMeshData& mesh)
{
    FbxNode geometry("Geometry");
    geometry.addLong(id).addString(fbxObjectName(name, "Geometry")).addString("Mesh");
    geometry.addChild("Properties70");
    geometry.addChild("GeometryVersion").addInt(124);
    geometry.addChild("Vertices").addArray(mesh.positions);

    const std::size_t corners = mesh.triangles.size();
    std::vector<std::int32_t> polygonVertices(corners);
    for (std::size_t c = 0; c < corners; ++c) {
        const auto index = std::int32_t(mesh.triangles[c]);
        polygonVertices[c] = c % 3 == 2 ? ~index : index;  // ~index = −index − 1 ends a polygon
    }
    geometry.addChild("PolygonVertexIndex").addArray(std::span<const std::int32_t>(polygonVertices));

    std::vector<std::string_view> layerElements;
    if (!mesh.normals.empty()) {
        // Per corner: Blender reads normals stored per vertex as per-corner custom normals anyway,
        // and some readers accept nothing else.
        FbxNode& element = geometry.addChild("LayerElementNormal");
        element.addInt(0);
        addLayerElementHeader(element, 102, "", "ByPolygonVertex", "Direct");
        std::vector<double> normals;
        normals.reserve(3 * corners);
        for (const std::uint32_t v : mesh.triangles)
            normals.insert(normals.end(), {mesh.normals[v].x, mesh.normals[v].y, mesh.normals[v].z});
        element.addChild("Normals").addArray(std::span<const double>(normals));
        layerElements.push_back("LayerElementNormal");
    }
    if (mesh.smooth) {
        FbxNode& element = geometry.addChild("LayerElementSmoothing");
        element.addInt(0);
        addLayerElementHeader(element, 102, "", "ByPolygon", "Direct");
        const std::vector<std::int32_t> smooth(corners / 3, 1);
        element.addChild("Smoothing").addArray(std::span<const std::int32_t>(smooth));
        layerElements.push_back("LayerElementSmoothing");
    }
    if (!mesh.uvs.empty()) {
        // UVs indexed per corner: a third of the bytes of one UV per corner.
        FbxNode& element = geometry.addChild("LayerElementUV");
        element.addInt(0);
        addLayerElementHeader(element, 101, "UVMap", "ByPolygonVertex", "IndexToDirect");
        std::vector<double> uvs;
        uvs.reserve(2 * mesh.uvs.size());
        for (const glm::vec2& uv : mesh.uvs)
            uvs.insert(uvs.end(), {uv.x, uv.y});
        element.addChild("UV").addArray(std::span<const double>(uvs));
        const std::span<const std::uint32_t> uvCorners = mesh.uvTriangles.empty() ? mesh.triangles : mesh.uvTriangles;
        std::vector<std::int32_t> uvIndex(uvCorners.begin(), uvCorners.end());
        element.addChild("UVIndex").addArray(std::span<const std::int32_t>(uvIndex));
        layerElements.push_back("LayerElementUV");
    }
    FbxNode& material = geometry.addChild("LayerElementMaterial");
    material.addInt(0);
    addLayerElementHeader(material, 101, "", "AllSame", "IndexToDirect");
    material.addChild("Materials").addArray(std::span<const std::int32_t>(std::array<std::int32_t, 1>{0}));
    layerElements.push_back("LayerElementMaterial");

    FbxNode& layer = geometry.addChild("Layer");
    layer.addInt(0);
    layer.addChild("Version").addInt(100);
    for (const std::string_view type : layerElements) {
        FbxNode& element = layer.addChild("LayerElement");
        element.addChild("Type").addString(type);
        element.addChild("TypedIndex").addInt(0);
    }
    return geometry;
}

}  // namespace drape::engine
