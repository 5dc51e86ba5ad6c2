# Script mode: builds the libFuzzer harnesses of tests/fuzz with clang into
# BUILD_DIR and runs the scene-file fuzzer for SECONDS on the seed corpus and
# every kept regression input. Fails on any crash, leak or sanitizer report.
execute_process(COMMAND ${CMAKE_COMMAND} -S "${SOURCE_DIR}/tests/fuzz" -B "${BUILD_DIR}" -G Ninja
                        -DCMAKE_CXX_COMPILER=${CLANGXX} -DCMAKE_BUILD_TYPE=RelWithDebInfo
                RESULT_VARIABLE result OUTPUT_QUIET)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "cannot configure the fuzzers (clang and libclang-rt-14-dev installed?)")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build "${BUILD_DIR}" RESULT_VARIABLE result)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "cannot build the fuzzers")
endif()
# New inputs go to a scratch folder; the seeds in the tree are only read.
set(scratch "${BUILD_DIR}/corpus")
file(REMOVE_RECURSE "${scratch}")
file(MAKE_DIRECTORY "${scratch}")
execute_process(COMMAND "${BUILD_DIR}/fuzz_scene_file" -max_total_time=${SECONDS} -timeout=10 -rss_limit_mb=2048
                        -dict=${SOURCE_DIR}/tests/fuzz/scene.dict -print_final_stats=1
                        "${scratch}" "${SOURCE_DIR}/tests/fuzz/corpus" "${SOURCE_DIR}/tests/fuzz/regressions"
                RESULT_VARIABLE result)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "the scene-file fuzzer found a failure (exit ${result}); keep the crash input in tests/fuzz/regressions")
endif()
