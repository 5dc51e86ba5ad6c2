#include "app/SurfaceFormat.h"

#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLFunctions>

namespace drape::app {

QSurfaceFormat baseSurfaceFormat()
{
    QSurfaceFormat format;
    format.setVersion(4, 3);
    format.setProfile(QSurfaceFormat::CoreProfile);
    format.setDepthBufferSize(24);
    return format;
}

QSurfaceFormat preferredSurfaceFormat()
{
    QSurfaceFormat format = baseSurfaceFormat();

    QOpenGLContext probe;
    probe.setFormat(format);
    QOffscreenSurface surface;
    surface.setFormat(format);
    surface.create();
    QString renderer;
    if (probe.create() && probe.makeCurrent(&surface)) {
        renderer = QString::fromLatin1(reinterpret_cast<const char*>(probe.functions()->glGetString(GL_RENDERER)));
        probe.doneCurrent();
    }
    const bool software = renderer.contains(QLatin1String("llvmpipe")) || renderer.contains(QLatin1String("softpipe")) ||
                          renderer.contains(QLatin1String("SwiftShader"));
    format.setSamples(software ? 0 : 4);
    return format;
}

}  // namespace drape::app
