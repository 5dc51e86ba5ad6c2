# Script mode: builds one libFuzzer harness of tests/fuzz with clang into
# BUILD_DIR and runs it for SECONDS on its seed corpus and every kept regression
# input. Fails on any crash, leak or sanitizer report.
#   -DSOURCE_DIR=<repository root> -DBUILD_DIR=<build folder> -DCLANGXX=<clang++> -DSECONDS=<run time>
#   -DFUZZER=<executable target of tests/fuzz/CMakeLists.txt>
#   -DCORPUS=<seed folder, only read>
#   optional: -DREGRESSIONS=<folder of kept crash inputs> -DDICT=<libFuzzer dictionary>
#             -DLSAN_SUPPRESSIONS=<LeakSanitizer suppressions file>
# Folders and files are relative to tests/fuzz unless absolute.
foreach(required SOURCE_DIR BUILD_DIR CLANGXX SECONDS FUZZER CORPUS)
  if(NOT DEFINED ${required})
    message(FATAL_ERROR "RunFuzzer.cmake needs -D${required}=…")
  endif()
endforeach()
set(fuzz_dir "${SOURCE_DIR}/tests/fuzz")
foreach(path CORPUS REGRESSIONS DICT LSAN_SUPPRESSIONS)
  if(DEFINED ${path})
    cmake_path(ABSOLUTE_PATH ${path} BASE_DIRECTORY "${fuzz_dir}")
  endif()
endforeach()

execute_process(COMMAND ${CMAKE_COMMAND} -S "${fuzz_dir}" -B "${BUILD_DIR}" -G Ninja
                        -DCMAKE_CXX_COMPILER=${CLANGXX} -DCMAKE_BUILD_TYPE=RelWithDebInfo
                RESULT_VARIABLE result OUTPUT_QUIET)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "cannot configure the fuzzers (clang and libclang-rt-14-dev installed?)")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build "${BUILD_DIR}" --target ${FUZZER} RESULT_VARIABLE result)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "cannot build the fuzzer ${FUZZER}")
endif()

# New inputs go to a scratch folder; the seeds in the tree are only read.
set(scratch "${BUILD_DIR}/corpus")
file(REMOVE_RECURSE "${scratch}")
file(MAKE_DIRECTORY "${scratch}")
set(inputs "${scratch}" "${CORPUS}")
if(DEFINED REGRESSIONS AND IS_DIRECTORY "${REGRESSIONS}")
  list(APPEND inputs "${REGRESSIONS}")
endif()
set(options -max_total_time=${SECONDS} -timeout=10 -rss_limit_mb=2048 -print_final_stats=1)
if(DEFINED DICT)
  list(APPEND options -dict=${DICT})
endif()
# Suppressions that name a library's functions need whole allocation stacks: the
# fast unwinder stops at the first frame of a library built without frame pointers.
set(environment)
if(DEFINED LSAN_SUPPRESSIONS)
  set(asan_options fast_unwind_on_malloc=0)
  if(DEFINED ENV{ASAN_OPTIONS})
    set(asan_options "$ENV{ASAN_OPTIONS}:${asan_options}")
  endif()
  set(environment ASAN_OPTIONS=${asan_options} LSAN_OPTIONS=suppressions=${LSAN_SUPPRESSIONS})
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -E env ${environment} "${BUILD_DIR}/${FUZZER}" ${options} ${inputs}
                RESULT_VARIABLE result)
if(NOT result EQUAL 0)
  if(DEFINED REGRESSIONS)
    set(keep "; keep the crash input in ${REGRESSIONS}")
  endif()
  message(FATAL_ERROR "the fuzzer ${FUZZER} found a failure (exit ${result})${keep}")
endif()
