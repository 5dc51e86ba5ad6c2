// A file of the scene layer that includes the sim layer above it: the negative
// control of the EngineLayersRefuseBackwardIncludes test (tests/CMakeLists.txt).
#pragma once

#include "engine/sim/Solver.h"
