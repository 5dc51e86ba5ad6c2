#include "engine/io/JsonReader.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace drape::engine {

JsonReader::JsonReader(const nlohmann::json& node, std::string file, std::string path)
    : m_node(node), m_file(std::move(file)), m_path(std::move(path))
{
    if (!m_node.is_object())
        failAt(m_path.empty() ? "(top level)" : m_path, "expected an object, got " + describe(m_node));
}

void JsonReader::rejectUnknownKeys(std::initializer_list<std::string_view> known) const
{
    for (const auto& item : m_node.items()) {
        if (std::find(known.begin(), known.end(), item.key()) != known.end())
            continue;
        std::string list;
        for (std::string_view k : known)
            list += (list.empty() ? "" : ", ") + std::string(k);
        fail(item.key(), "unknown key (expected one of: " + list + ")");
    }
}

bool JsonReader::has(std::string_view key) const
{
    return m_node.contains(key);
}

JsonReader JsonReader::object(std::string_view key) const
{
    const nlohmann::json& value = require(key);
    if (!value.is_object())
        fail(key, "expected an object, got " + describe(value));
    return JsonReader(value, m_file, pathOf(key));
}

const nlohmann::json& JsonReader::array(std::string_view key) const
{
    const nlohmann::json& value = require(key);
    if (!value.is_array())
        fail(key, "expected an array, got " + describe(value));
    return value;
}

long long JsonReader::integer(std::string_view key, long long min, long long max) const
{
    const nlohmann::json& value = require(key);
    const std::string range = "an integer from " + std::to_string(min) + " to " + std::to_string(max);
    if (!value.is_number_integer())
        fail(key, "expected " + range + ", got " + describe(value));
    // Unsigned values above the signed range are out of range in any case.
    if (value.is_number_unsigned() && value.get<unsigned long long>() > static_cast<unsigned long long>(max))
        fail(key, "expected " + range + ", got " + describe(value));
    const long long v = value.get<long long>();
    if (v < min || v > max)
        fail(key, "expected " + range + ", got " + describe(value));
    return v;
}

double JsonReader::number(std::string_view key) const
{
    const nlohmann::json& value = require(key);
    if (!value.is_number())
        fail(key, "expected a number, got " + describe(value));
    const double v = value.get<double>();
    if (!std::isfinite(v))
        fail(key, "expected a finite number, got " + describe(value));
    return v;
}

std::string JsonReader::string(std::string_view key) const
{
    const nlohmann::json& value = require(key);
    if (!value.is_string())
        fail(key, "expected a string, got " + describe(value));
    return value.get<std::string>();
}

glm::dvec3 JsonReader::vector3(std::string_view key) const
{
    const nlohmann::json& value = require(key);
    if (!value.is_array() || value.size() != 3)
        fail(key, "expected an array of 3 numbers, got " + describe(value));
    glm::dvec3 result;
    for (int c = 0; c < 3; ++c) {
        const nlohmann::json& item = value[std::size_t(c)];
        if (!item.is_number() || !std::isfinite(item.get<double>()))
            failAt(pathOf(key) + "[" + std::to_string(c) + "]", "expected a finite number, got " + describe(item));
        result[c] = item.get<double>();
    }
    return result;
}

std::string JsonReader::pathOf(std::string_view key) const
{
    if (key.empty())
        return m_path;
    return m_path.empty() ? printableKey(key) : m_path + "." + printableKey(key);
}

std::string JsonReader::printableKey(std::string_view key)
{
    std::string result;
    for (const char c : key) {
        const auto byte = static_cast<unsigned char>(c);
        if (c == '\\') {
            result += "\\\\";  // so that an escape shown cannot be mistaken for the key's own text
        } else if (byte < 0x20 || byte == 0x7f) {
            char escaped[8];
            std::snprintf(escaped, sizeof escaped, "\\u%04x", unsigned(byte));
            result += escaped;
        } else {
            result += c;
        }
    }
    return result;
}

void JsonReader::fail(std::string_view key, std::string_view message) const
{
    failAt(pathOf(key), message);
}

void JsonReader::failAt(const std::string& path, std::string_view message) const
{
    throw SceneError(m_file + ": " + path + ": " + std::string(message));
}

std::string JsonReader::describe(const nlohmann::json& value)
{
    if (value.is_number_float() && !std::isfinite(value.get<double>()))
        return "a number out of range (" + value.dump() + ")";
    std::string text = value.dump();
    if (text.size() > 40)
        text = text.substr(0, 37) + "...";
    switch (value.type()) {
    case nlohmann::json::value_t::object: return "an object " + text;
    case nlohmann::json::value_t::array: return "an array " + text;
    case nlohmann::json::value_t::string: return "the string " + text;
    case nlohmann::json::value_t::boolean: return "the boolean " + text;
    case nlohmann::json::value_t::null: return "null";
    default: return text;
    }
}

const nlohmann::json& JsonReader::require(std::string_view key) const
{
    const auto it = m_node.find(key);
    if (it == m_node.end())
        fail(key, "missing (this key is required)");
    return *it;
}

}  // namespace drape::engine
