# One INTERFACE target carries the project's warning flags, so every target
# opts in the same way (house style: no directory-wide flags).
add_library(drape_warnings INTERFACE)
target_compile_options(drape_warnings INTERFACE
  $<$<CXX_COMPILER_ID:GNU,Clang>:-Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wno-sign-conversion>)
