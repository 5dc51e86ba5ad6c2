# Script mode: installs the build in BUILD_DIR into a scratch prefix and checks
# that everything a desktop needs landed where it looks (docs/editor.md).
set(prefix "${BUILD_DIR}/install-check")
file(REMOVE_RECURSE "${prefix}")
execute_process(COMMAND ${CMAKE_COMMAND} --install "${BUILD_DIR}" --prefix "${prefix}" RESULT_VARIABLE result
                OUTPUT_QUIET)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "cmake --install failed: ${result}")
endif()
foreach(expected
    bin/drape bin/drape-cli
    share/drape/examples/flag.drape share/drape/examples/curtain.drape share/drape/examples/sheet.drape
    share/drape/examples/sphere-drape.drape share/drape/examples/torus-drape.drape share/drape/examples/meshes/torus.obj
    share/drape/examples/silk-drape.drape share/drape/examples/denim-drape.drape share/drape/examples/flag-wind.drape
    share/applications/drape.desktop share/icons/hicolor/scalable/apps/drape.svg share/mime/packages/drape.xml share/drape/blender/drape_import.py)
  if(NOT EXISTS "${prefix}/${expected}")
    message(FATAL_ERROR "cmake --install did not install ${expected}")
  endif()
endforeach()
file(STRINGS "${prefix}/share/applications/drape.desktop" exec REGEX "^Exec=drape ")
if(NOT exec)
  message(FATAL_ERROR "drape.desktop does not start drape")
endif()
message(STATUS "install layout ok in ${prefix}")
