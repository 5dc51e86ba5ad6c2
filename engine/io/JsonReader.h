// Reads one JSON object while remembering where it is (file and key path), so
// every complaint can say "flag.drape: cloth.cols: expected …, got …".
#pragma once

#include "engine/io/SceneError.h"

#include <glm/vec3.hpp>
#include <nlohmann/json.hpp>

#include <initializer_list>
#include <string>
#include <string_view>

namespace drape::engine {

class JsonReader {
public:
    JsonReader(const nlohmann::json& node, std::string file, std::string path);

    /// Fails when the object holds a key outside `known`.
    void rejectUnknownKeys(std::initializer_list<std::string_view> known) const;

    bool has(std::string_view key) const;
    JsonReader object(std::string_view key) const;
    const nlohmann::json& array(std::string_view key) const;
    /// The value of a required key, whatever its type.
    const nlohmann::json& node(std::string_view key) const { return require(key); }

    long long integer(std::string_view key, long long min, long long max) const;
    double number(std::string_view key) const;
    std::string string(std::string_view key) const;
    glm::dvec3 vector3(std::string_view key) const;

    /// The file messages name.
    const std::string& file() const { return m_file; }
    /// "cloth.cols" for key "cols" in object "cloth"; the object's own path for an empty key.
    std::string pathOf(std::string_view key) const;
    [[noreturn]] void fail(std::string_view key, std::string_view message) const;
    [[noreturn]] void failAt(const std::string& path, std::string_view message) const;

    /// A key as error messages show it: control characters (a NUL among them, which
    /// would end the message wherever it is read as a C string) as \u00XX, and a
    /// backslash as \\.
    static std::string printableKey(std::string_view key);

    /// A short, human description of a JSON value for error messages.
    static std::string describe(const nlohmann::json& value);

private:
    const nlohmann::json& require(std::string_view key) const;

    const nlohmann::json& m_node;
    std::string m_file;
    std::string m_path;
};

}  // namespace drape::engine
