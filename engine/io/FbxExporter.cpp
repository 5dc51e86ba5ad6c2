#include "engine/io/FbxExporter.h"

#include "engine/io/AtomicFile.h"
#include "engine/io/FbxDocument.h"
#include "engine/io/FbxWriter.h"
#include "engine/scene/ClothMesh.h"

#include <algorithm>
#include <array>
#include <functional>
#include <string>

namespace drape::engine {
namespace {

/// Object ids, unique within one document; 0 is the scene's root.
class FbxIds {
public:
    std::int64_t next() { return m_next++; }

private:
    std::int64_t m_next = 1000000;
};

/// Connections: `child` belongs to `parent` (OO), or drives its property `property` (OP).
class FbxConnections {
public:
    FbxConnections() : m_node("Connections") {}
    void object(std::int64_t child, std::int64_t parent)
    {
        m_node.addChild("C").addString("OO").addLong(child).addLong(parent);
    }
    void property(std::int64_t child, std::int64_t parent, std::string_view property)
    {
        m_node.addChild("C").addString("OP").addLong(child).addLong(parent).addString(property);
    }
    FbxNode take() { return std::move(m_node); }

private:
    FbxNode m_node;
};

std::vector<double> toDoubles(std::span<const glm::vec3> vectors)
{
    std::vector<double> values;
    values.reserve(3 * vectors.size());
    for (const glm::vec3& v : vectors)
        values.insert(values.end(), {double(v.x), double(v.y), double(v.z)});
    return values;
}

/// `to` − `from` per component, in double precision: exact for floats of a cloth in metres.
std::vector<double> differences(std::span<const glm::vec3> to, std::span<const glm::vec3> from)
{
    std::vector<double> values;
    values.reserve(3 * to.size());
    for (std::size_t n = 0; n < to.size(); ++n)
        for (int c = 0; c < 3; ++c)
            values.push_back(double(to[n][c]) - double(from[n][c]));
    return values;
}

/// Adds a mesh model and returns its Properties70, for a caller that animates it.
FbxNode& addModel(FbxNode& objects, std::int64_t id, std::string_view name)
{
    FbxNode& model = objects.addChild("Model");
    model.addLong(id).addString(fbxObjectName(name, "Model")).addString("Mesh");
    model.addChild("Version").addInt(232);
    FbxNode& properties = model.addChild("Properties70");
    addFbxProperty(properties, "DefaultAttributeIndex", "int", "Integer").addInt(0);
    return properties;
}

void addMaterial(FbxNode& objects, std::int64_t id, std::string_view name, const glm::vec3& colour)
{
    FbxNode& material = objects.addChild("Material");
    material.addLong(id).addString(fbxObjectName(name, "Material")).addString("");
    material.addChild("Version").addInt(102);
    material.addChild("ShadingModel").addString("lambert");
    material.addChild("MultiLayer").addInt(0);
    FbxNode& properties = material.addChild("Properties70");
    addFbxProperty(properties, "DiffuseColor", "Color", "", "A")
        .addDouble(colour.r)
        .addDouble(colour.g)
        .addDouble(colour.b);
}

/// The shape of exported frame `frame`: every vertex's offset from the base (the first
/// exported frame), as Blender and Maya read shapes. Normals too, because Assimp's reader
/// requires them (Blender ignores them): their offsets, or zeros without normals.
FbxNode shapeGeometry(std::int64_t id, int frame, std::span<const glm::vec3> positions,
                      std::span<const glm::vec3> basePositions, std::span<const glm::vec3> normals,
                      std::span<const glm::vec3> baseNormals, std::span<const std::int32_t> allVertices)
{
    FbxNode shape("Geometry");
    shape.addLong(id).addString(fbxObjectName("frame " + std::to_string(frame), "Geometry")).addString("Shape");
    shape.addChild("Version").addInt(100);
    shape.addChild("Indexes").addArray(allVertices);
    shape.addChild("Vertices").addArray(std::span<const double>(differences(positions, basePositions)));
    const std::vector<double> normalOffsets =
        normals.empty() ? std::vector<double>(3 * positions.size(), 0.0) : differences(normals, baseNormals);
    shape.addChild("Normals").addArray(std::span<const double>(normalOffsets));
    return shape;
}

/// An animation curve through (times[n], values[n]), linear between keys.
FbxNode linearCurve(std::int64_t id, std::span<const std::int64_t> times, std::span<const float> values)
{
    FbxNode curve("AnimationCurve");
    curve.addLong(id).addString(fbxObjectName("", "AnimCurve")).addString("");
    curve.addChild("Default").addDouble(0.0);
    curve.addChild("KeyVer").addInt(4008);
    curve.addChild("KeyTime").addArray(times);
    curve.addChild("KeyValueFloat").addArray(values);
    // One attribute shared by every key: linear interpolation (FBX's flag 0x4), no tangent data.
    curve.addChild("KeyAttrFlags").addArray(std::span<const std::int32_t>(std::array<std::int32_t, 1>{0x4}));
    curve.addChild("KeyAttrDataFloat").addArray(std::span<const float>(std::array<float, 4>{}));
    curve.addChild("KeyAttrRefCount")
        .addArray(std::span<const std::int32_t>(std::array<std::int32_t, 1>{std::int32_t(times.size())}));
    return curve;
}

/// Shape n's weight curve: 100 at its own key, 0 at its neighbours', linear between, so that
/// exactly one shape is fully on at each exported frame and the mesh blends linearly between two.
FbxNode weightCurve(std::int64_t id, std::span<const std::int64_t> keyTimes, std::size_t n)
{
    std::vector<std::int64_t> times;
    std::vector<float> values;
    if (n > 0) {
        times.push_back(keyTimes[n - 1]);
        values.push_back(0.0f);
    }
    times.push_back(keyTimes[n]);
    values.push_back(100.0f);
    if (n + 1 < keyTimes.size()) {
        times.push_back(keyTimes[n + 1]);
        values.push_back(0.0f);
    }
    return linearCurve(id, times, values);
}

/// Every exported frame's key time in ticks: baked frame k at clipSeconds(k) − 1/fps, i.e.
/// (k − first − 1)/fps, because Blender's importer adds its Animation Offset of one frame
/// (docs/export.md, "Frame numbering"). From frame numbers, so no rounding accumulates.
std::vector<std::int64_t> keyTimes(const std::vector<int>& frames, int first, int fps)
{
    std::vector<std::int64_t> times;
    for (const int frame : frames)
        times.push_back(fbxTime(std::int64_t(frame) - first - 1, fps));
    return times;
}

/// A keyed collider's model follows its pose at each exported frame: Lcl Translation
/// (metres) and Lcl Rotation (degrees, FBX's default XYZ order: about x, then y,
/// then z, as Drape's) each driven by a curve node with one curve per axis.
void addColliderMotion(FbxNode& objects, FbxConnections& connections, FbxIds& ids, std::int64_t model,
                      FbxNode& modelProperties, const ColliderMesh& collider, const std::vector<int>& frames,
                      std::span<const std::int64_t> times, std::int64_t layer)
{
    std::array<std::vector<float>, 6> values;  // x, y, z of the position, then of the rotation
    for (const int frame : frames) {
        const TransformPose pose = poseAt(collider.motion, double(frame));
        for (int c = 0; c < 3; ++c) {
            values[std::size_t(c)].push_back(float(pose.position[c]));
            values[std::size_t(3 + c)].push_back(float(pose.rotation[c]));
        }
    }
    const char* axes[] = {"d|X", "d|Y", "d|Z"};
    for (int part = 0; part < 2; ++part) {
        const char* property = part == 0 ? "Lcl Translation" : "Lcl Rotation";
        FbxNode& rest = addFbxProperty(modelProperties, property, property, "", "A");
        const std::int64_t curveNode = ids.next();
        FbxNode& node = objects.addChild("AnimationCurveNode");
        node.addLong(curveNode).addString(fbxObjectName(part == 0 ? "T" : "R", "AnimCurveNode")).addString("");
        FbxNode& nodeProperties = node.addChild("Properties70");
        connections.object(curveNode, layer);
        connections.property(curveNode, model, property);
        for (int c = 0; c < 3; ++c) {
            const std::vector<float>& curveValues = values[std::size_t(3 * part + c)];
            rest.addDouble(curveValues.front());
            addFbxProperty(nodeProperties, axes[c], "Number", "", "A").addDouble(curveValues.front());
            const std::int64_t curve = ids.next();
            objects.addChild(linearCurve(curve, times, curveValues));
            connections.property(curve, curveNode, axes[c]);
        }
    }
}

void addCollider(FbxNode& objects, FbxConnections& connections, FbxIds& ids, const ColliderMesh& collider,
                 std::int64_t material, const std::vector<int>& frames, std::span<const std::int64_t> times,
                 std::int64_t layer)
{
    const std::int64_t model = ids.next(), geometry = ids.next();
    FbxNode& modelProperties = addModel(objects, model, collider.name);
    if (collider.motion.animated())
        addColliderMotion(objects, connections, ids, model, modelProperties, collider, frames, times, layer);
    const std::vector<double> positions = toDoubles(collider.positions);
    FbxMeshData mesh;
    mesh.positions = positions;
    mesh.triangles = collider.triangles;
    mesh.normals = collider.normals;
    objects.addChild(fbxMeshGeometry(geometry, collider.name, mesh));
    connections.object(model, 0);
    connections.object(geometry, model);
    connections.object(material, model);
}

/// A cloth: a mesh at the first exported frame with the cloth material, a blend
/// shape deformer, and per exported frame a channel with its shape and the
/// channel's weight curve in `layer`. The FBX vertices are the mesh's points
/// (ClothMesh.h), its UVs those of the mesh's vertices.
void addCloth(FbxNode& objects, FbxConnections& connections, FbxIds& ids, const FrameCache& cache,
              const ClothMesh& cloth, const std::string& name, std::int64_t material, const std::vector<int>& frames,
              const std::vector<std::int64_t>& times, std::int64_t layer, const ExportOptions& options,
              const std::function<void(std::size_t)>& frameDone)
{
    const std::int64_t model = ids.next(), geometry = ids.next(), blendShape = ids.next();
    std::vector<glm::vec3> base, baseNormals, positions, normals, particleNormals;
    const auto pointsAt = [&](int frame, std::vector<glm::vec3>& points, std::vector<glm::vec3>& pointNormals) {
        cloth.toPoints(cache.frame(frame), points);
        if (options.normals) {
            cloth.particleNormals(cache.frame(frame), particleNormals);
            cloth.toPoints(particleNormals, pointNormals);
        }
    };
    pointsAt(frames.front(), base, baseNormals);
    std::vector<std::uint32_t> triangles(cloth.triangles.size());
    for (std::size_t c = 0; c < triangles.size(); ++c)
        triangles[c] = cloth.vertexPoint[cloth.triangles[c]];
    const std::vector<double> basePositions = toDoubles(base);
    addModel(objects, model, name);
    objects.addChild(
        fbxMeshGeometry(geometry, name, {basePositions, triangles, baseNormals, cloth.uvs, true, cloth.triangles}));
    FbxNode& deformer = objects.addChild("Deformer");
    deformer.addLong(blendShape).addString(fbxObjectName(name, "Deformer")).addString("BlendShape");
    deformer.addChild("Version").addInt(100);
    connections.object(model, 0);
    connections.object(geometry, model);
    connections.object(material, model);
    connections.object(blendShape, geometry);

    std::vector<std::int32_t> allVertices(base.size());
    for (std::size_t v = 0; v < allVertices.size(); ++v)
        allVertices[v] = std::int32_t(v);
    for (std::size_t n = 0; n < frames.size(); ++n) {
        const std::int64_t channel = ids.next(), shape = ids.next(), curveNode = ids.next(), curve = ids.next();
        const std::string frameName = "frame " + std::to_string(frames[n]);
        FbxNode& channelNode = objects.addChild("Deformer");
        channelNode.addLong(channel).addString(fbxObjectName(frameName, "SubDeformer")).addString("BlendShapeChannel");
        channelNode.addChild("Version").addInt(100);
        channelNode.addChild("DeformPercent").addDouble(0.0);
        // One weight for all vertices: readers take a single entry as applying to every index.
        channelNode.addChild("FullWeights").addArray(std::span<const double>(std::array<double, 1>{100.0}));
        addFbxProperty(channelNode.addChild("Properties70"), "DeformPercent", "Number", "", "A").addDouble(0.0);

        pointsAt(frames[n], positions, normals);
        objects.addChild(shapeGeometry(shape, frames[n], positions, base, normals, baseNormals, allVertices));

        FbxNode& curveNodeNode = objects.addChild("AnimationCurveNode");
        curveNodeNode.addLong(curveNode).addString(fbxObjectName("DeformPercent", "AnimCurveNode")).addString("");
        addFbxProperty(curveNodeNode.addChild("Properties70"), "d|DeformPercent", "Number", "", "A").addDouble(0.0);
        objects.addChild(weightCurve(curve, times, n));

        connections.object(channel, blendShape);
        connections.object(shape, channel);
        connections.object(curveNode, layer);
        connections.property(curveNode, channel, "DeformPercent");
        connections.property(curve, curveNode, "d|DeformPercent");
        frameDone(n);
    }
}

}  // namespace

void exportFbx(const std::filesystem::path& output, const FrameCache& cache, const Scene& scene,
               const ExportOptions& options, const ExportProgress& progress)
{
    const std::vector<int> frames = exportedFrames(options, cache.frameCount());
    const int fps = scene.simulation.fps;
    AtomicFile file(output);
    FbxIds ids;
    FbxConnections connections;
    FbxNode objects("Objects");

    const std::int64_t stack = ids.next(), layer = ids.next();
    const std::vector<std::int64_t> times = keyTimes(frames, options.first, fps);
    FbxNode& animationStack = objects.addChild("AnimationStack");
    animationStack.addLong(stack).addString(fbxObjectName(scene.name, "AnimStack")).addString("");
    FbxNode& stackProperties = animationStack.addChild("Properties70");
    for (const char* name : {"LocalStart", "ReferenceStart"})
        addFbxProperty(stackProperties, name, "KTime", "Time").addLong(times.front());
    for (const char* name : {"LocalStop", "ReferenceStop"})
        addFbxProperty(stackProperties, name, "KTime", "Time").addLong(times.back());
    FbxNode& animationLayer = objects.addChild("AnimationLayer");
    animationLayer.addLong(layer).addString(fbxObjectName(scene.name, "AnimLayer")).addString("");
    animationLayer.keepNestedList();
    connections.object(layer, stack);

    const std::int64_t clothMaterial = ids.next();
    addMaterial(objects, clothMaterial, "cloth", {0.8f, 0.8f, 0.8f});
    const std::vector<std::size_t> chosen = exportedCloths(scene, options);
    const std::size_t cloths = chosen.size();
    for (std::size_t k = 0; k < cloths; ++k)
        addCloth(objects, connections, ids, cache, clothMeshInScene(scene, chosen[k]), exportedClothName(scene, chosen[k]),
                 clothMaterial, frames, times, layer, options, [&](std::size_t n) {
                     reportExportProgress(progress, int(k * frames.size() + n) + 1,
                                          int(cloths * frames.size()) + 1);
                 });

    if (!options.colliders.empty()) {
        const std::int64_t colliderMaterial = ids.next();
        addMaterial(objects, colliderMaterial, "collider", {0.5f, 0.5f, 0.55f});
        for (const ColliderMesh& collider : options.colliders)
            addCollider(objects, connections, ids, collider, colliderMaterial, frames, times, layer);
    }

    const int meshes = int(cloths + options.colliders.size());
    const int shapes = int(cloths * frames.size());
    const auto keyed = int(std::count_if(options.colliders.begin(), options.colliders.end(),
                                         [](const ColliderMesh& c) { return c.motion.animated(); }));
    std::vector<FbxNode> document = fbxHeaderNodes();
    document.push_back(fbxGlobalSettings(fps, times.front(), times.back()));
    for (FbxNode& node : fbxDocumentNodes(scene.name))
        document.push_back(std::move(node));
    document.push_back(fbxDefinitions({{"Model", meshes},
                                       {"Geometry", meshes + shapes},
                                       {"Material", options.colliders.empty() ? 1 : 2},
                                       {"Deformer", int(cloths) + shapes},
                                       {"AnimationStack", 1},
                                       {"AnimationLayer", 1},
                                       {"AnimationCurveNode", shapes + 2 * keyed},
                                       {"AnimationCurve", shapes + 6 * keyed}}));
    document.push_back(std::move(objects));
    document.push_back(connections.take());
    FbxNode& takes = document.emplace_back("Takes");
    takes.addChild("Current").addString(scene.name);
    FbxNode& take = takes.addChild("Take");
    take.addString(scene.name);
    take.addChild("FileName").addString(scene.name + ".tak");
    take.addChild("LocalTime").addLong(times.front()).addLong(times.back());
    take.addChild("ReferenceTime").addLong(times.front()).addLong(times.back());

    writeFbxFile(document, [&file](const void* data, std::size_t size) { file.write(data, size); });
    reportExportProgress(progress, int(cloths * frames.size()) + 1, int(cloths * frames.size()) + 1);
    file.commit();
}

}  // namespace drape::engine
