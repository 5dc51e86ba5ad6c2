# drape_embed_files(TARGET <lib> NAMESPACE <ns> FUNCTION <fn> FILES <paths...>)
# Generates a C++ source that holds each file's bytes and a lookup function
#   std::string_view <ns>::<fn>(std::string_view fileName)
# returning the content (empty view when unknown). Shaders stay .comp files in
# the tree and are compiled into the binary, so nothing is read from disk at run time.
function(drape_embed_files)
  cmake_parse_arguments(ARG "" "TARGET;NAMESPACE;FUNCTION" "FILES" ${ARGN})
  set(out "${CMAKE_CURRENT_BINARY_DIR}/${ARG_TARGET}_embedded.cpp")
  add_custom_command(
    OUTPUT "${out}"
    COMMAND ${CMAKE_COMMAND} -DOUT=${out} -DNAMESPACE=${ARG_NAMESPACE}
            -DFUNCTION=${ARG_FUNCTION} "-DFILES=${ARG_FILES}"
            -P "${PROJECT_SOURCE_DIR}/cmake/EmbedFilesScript.cmake"
    DEPENDS ${ARG_FILES} "${PROJECT_SOURCE_DIR}/cmake/EmbedFilesScript.cmake"
    COMMENT "Embedding ${ARG_TARGET} files"
    VERBATIM)
  add_library(${ARG_TARGET} STATIC "${out}")
  target_compile_features(${ARG_TARGET} PUBLIC cxx_std_20)
endfunction()
