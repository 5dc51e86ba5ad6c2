// Sanitizer builds only: a dlclose that keeps every library loaded. OpenGL
// drivers (Mesa's llvmpipe) are unloaded at exit, after which LeakSanitizer can
// no longer name the module that holds their lifetime allocations, so its
// suppressions (cmake/lsan.supp) cannot match them. Linked into the test
// executables and drape-cli, it overrides libc's dlclose for the whole process.
extern "C" int dlclose(void* handle)
{
    static_cast<void>(handle);
    return 0;
}
