#include "engine/scene/BackendKeyword.h"

#include <array>
#include <utility>

namespace drape::engine {
namespace {

constexpr std::array<std::pair<BackendChoice, std::string_view>, 3> keywords{{
    {BackendChoice::Auto, "auto"},
    {BackendChoice::Cpu, "cpu"},
    {BackendChoice::Gpu, "gpu"},
}};

}  // namespace

std::string_view backendKeyword(BackendChoice backend)
{
    for (const auto& [choice, keyword] : keywords) {
        if (choice == backend)
            return keyword;
    }
    return "auto";
}

std::optional<BackendChoice> parseBackendKeyword(std::string_view keyword)
{
    for (const auto& [choice, word] : keywords) {
        if (word == keyword)
            return choice;
    }
    return std::nullopt;
}

}  // namespace drape::engine
