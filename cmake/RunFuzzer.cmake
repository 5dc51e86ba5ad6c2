# Script mode: builds one libFuzzer harness of tests/fuzz with clang into
# BUILD_DIR, then runs it in one of two ways (docs/reliability.md, "Fuzzing"):
# - RUNS=N, the CI gate: every seed and every kept regression input once, each on
#   its own, then N mutations from a fixed seed. The same commit gives the same
#   inputs every time: nothing random, nothing timed.
# - SECONDS=S, a long random search outside the gate (tests/fuzz/fuzz-long.sh):
#   libFuzzer picks its seed, and each failing input is written straight into
#   REGRESSIONS, so the next gate replays it.
# Fails on any crash, leak, timeout or sanitizer report.
#   -DSOURCE_DIR=<repository root> -DBUILD_DIR=<build folder> -DCLANGXX=<clang++>
#   -DFUZZER=<executable target of tests/fuzz/CMakeLists.txt> -DCORPUS=<seed folder, only read>
#   -DRUNS=<mutations from seed 1> or -DSECONDS=<run time>
#   optional: -DREGRESSIONS=<folder of kept failing inputs> -DDICT=<libFuzzer dictionary>
#             -DMAX_LEN=<largest input the mutations make, bytes>
#             -DLSAN_SUPPRESSIONS=<LeakSanitizer suppressions file>
# Folders and files are relative to tests/fuzz unless absolute.
foreach(required SOURCE_DIR BUILD_DIR CLANGXX FUZZER CORPUS)
  if(NOT DEFINED ${required})
    message(FATAL_ERROR "RunFuzzer.cmake needs -D${required}=…")
  endif()
endforeach()
if((DEFINED RUNS AND DEFINED SECONDS) OR (NOT DEFINED RUNS AND NOT DEFINED SECONDS))
  message(FATAL_ERROR "RunFuzzer.cmake needs either -DRUNS=… (the gate) or -DSECONDS=… (a long search)")
endif()
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
set(fuzzer "${BUILD_DIR}/${FUZZER}")
if(DEFINED LSAN_SUPPRESSIONS)
  # Suppressions that name a library need whole allocation stacks: the fast
  # unwinder can stop before the first frame of a library built without frame pointers.
  set(asan_options fast_unwind_on_malloc=0)
  if(DEFINED ENV{ASAN_OPTIONS})
    set(asan_options "$ENV{ASAN_OPTIONS}:${asan_options}")
  endif()
  set(fuzzer ${CMAKE_COMMAND} -E env ASAN_OPTIONS=${asan_options} LSAN_OPTIONS=suppressions=${LSAN_SUPPRESSIONS}
      "${fuzzer}")
endif()

# A timeout far above any input's time, so a loaded machine cannot fail the gate;
# an input near it is a hang. No input is reported as merely slow.
set(options -timeout=60 -report_slow_units=60 -rss_limit_mb=2048 -print_final_stats=1)
if(DEFINED DICT)
  list(APPEND options -dict=${DICT})
endif()
# For mutations only: libFuzzer would cut the replayed inputs to it too.
set(mutation_options)
if(DEFINED MAX_LEN)
  list(APPEND mutation_options -max_len=${MAX_LEN})
endif()

# New inputs go to a scratch folder; the seeds in the tree are only read.
set(scratch "${BUILD_DIR}/corpus")
file(REMOVE_RECURSE "${scratch}")
file(MAKE_DIRECTORY "${scratch}")
set(folders "${scratch}" "${CORPUS}")
if(DEFINED REGRESSIONS AND IS_DIRECTORY "${REGRESSIONS}")
  list(APPEND folders "${REGRESSIONS}")
endif()

# Runs the fuzzer on ARGN; fails saying `what` went wrong when it reports a failure.
function(run_fuzzer what)
  execute_process(COMMAND ${fuzzer} ${options} ${ARGN} RESULT_VARIABLE result)
  if(NOT result EQUAL 0)
    message(FATAL_ERROR "${FUZZER} ${what} (exit ${result})")
  endif()
endfunction()

if(DEFINED RUNS)
  # Files named one by one are run whole and once, whatever MAX_LEN says.
  file(GLOB inputs LIST_DIRECTORIES false "${CORPUS}/*")
  if(DEFINED REGRESSIONS)
    file(GLOB regressions LIST_DIRECTORIES false "${REGRESSIONS}/*")
    list(FILTER regressions EXCLUDE REGEX "/README\\.md$")
    list(APPEND inputs ${regressions})
  endif()
  list(SORT inputs)
  list(LENGTH inputs count)
  if(count EQUAL 0)
    message(FATAL_ERROR "${FUZZER}: no seed inputs in ${CORPUS}")  # libFuzzer would fuzz without end
  endif()
  message(STATUS "${FUZZER}: replaying ${count} seed and regression inputs")
  run_fuzzer("failed on a kept input" ${inputs})
  message(STATUS "${FUZZER}: ${RUNS} mutations from seed 1")
  run_fuzzer("found a failure with seed 1: the input is in ${BUILD_DIR}; keep it among the regression inputs, and fix what it found"
             ${mutation_options} -seed=1 -runs=${RUNS} -artifact_prefix=${BUILD_DIR}/ ${folders})
else()
  set(artifacts "${BUILD_DIR}")
  if(DEFINED REGRESSIONS)
    set(artifacts "${REGRESSIONS}")
  endif()
  run_fuzzer("found a failure: the input is in ${artifacts}; rename it for what it did, and fix what it found"
             ${mutation_options} -max_total_time=${SECONDS} -artifact_prefix=${artifacts}/ ${folders})
endif()
