// The editor's baked frames: bakes the open scene through engine::bake into a
// FrameCache on the live view's backend (a solver of its own, in the viewport's
// context, so the live view is left alone), remembers the scenes it was baked
// with, marks itself stale when the scene is edited, and re-bakes from frame 0
// or, after a live edit, from a given frame (engine::BakePlan keeps the frames
// before it). It adapts the engine's bake to the editor: progress, cancel, messages.
#pragma once

#include "engine/collide/ColliderGeometry.h"
#include "engine/collide/PreparedCollider.h"
#include "engine/io/FrameCache.h"
#include "engine/scene/Scene.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <vector>

class QWidget;

namespace drape::app {

class GlContextAccess;
class SceneDocument;
class SimulationController;

class BakeController final : public QObject {
    Q_OBJECT

public:
    enum class Result { Baked, Cancelled, Diverged, Failed };
    /// Called after each baked frame with (frames done, frames in all); return false to cancel.
    using Progress = std::function<bool(int, int)>;

    BakeController(SceneDocument* document, SimulationController* simulation, GlContextAccess* gl,
                   QObject* parent = nullptr);
    ~BakeController() override;

    /// The baked frames; null before the first bake.
    const engine::FrameCache* cache() const { return m_cache.get(); }
    /// The scene the last frames were baked with (the newest segment).
    const engine::Scene& bakedScene() const { return m_segments.back().scene; }
    /// The colliders the newest segment was baked with, as an export takes them along.
    const std::vector<engine::PreparedCollider>& bakedColliders() const { return m_segments.back().prepared; }
    /// The scene was edited since the bake.
    bool isStale() const { return m_stale; }
    /// Whether re-baking from `frame` can keep frames 0 … frame: only after live edits.
    /// When not, `why` says so.
    bool canRebakeFrom(int frame, QString* why = nullptr) const;
    /// What the last failed bake said.
    const QString& lastError() const { return m_lastError; }

    /// Bakes frames 0 … scene.simulation.frames-1, or keeps frames 0 … fromFrame and
    /// continues with the open scene's live parameters. Cancelled or failed, the
    /// previous cache stays as it was.
    Result bake(int fromFrame = 0, const Progress& progress = {});
    /// bake() behind a window-modal QProgressDialog with Cancel; a divergence or
    /// failure is announced through failed().
    Result bakeWithDialog(QWidget* parent, int fromFrame = 0);

Q_SIGNALS:
    /// A new cache replaced the old one, or the cache was dropped.
    void cacheChanged();
    void staleChanged(bool stale);
    /// A bake diverged or failed; `message` says why.
    void failed(const QString& title, const QString& message);

private:
    /// After frame `start`, the frames were simulated with `scene`'s live parameters and these colliders.
    struct Segment {
        int start;
        engine::Scene scene;
        std::vector<engine::ColliderGeometry> colliders;
        std::vector<engine::PreparedCollider> prepared;  ///< the same colliders, with their triangles
    };
    void updateStale();
    void dropCache();

    SceneDocument* m_document;
    SimulationController* m_simulation;
    GlContextAccess* m_gl;
    std::unique_ptr<engine::FrameCache> m_cache;
    std::vector<Segment> m_segments{Segment{0, engine::Scene{}, {}, {}}};
    bool m_stale = false;
    bool m_baking = false;  ///< a bake runs (its progress dialog processes events)
    QString m_lastError;
};

}  // namespace drape::app
