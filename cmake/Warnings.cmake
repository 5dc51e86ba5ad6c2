# One INTERFACE target carries the project's warning flags, so every target
# opts in the same way (no directory-wide flags: docs/architecture.md, "Conventions").
add_library(drape_warnings INTERFACE)
target_compile_options(drape_warnings INTERFACE
  $<$<CXX_COMPILER_ID:GNU,Clang>:-Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wno-sign-conversion>)
