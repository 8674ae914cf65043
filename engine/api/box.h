// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <memory>

namespace kube::api {

// An optional T held on the heap and copied deeply: how a generated struct holds a field of its own type
// (JSONSchemaProps::not_), which std::optional cannot (the struct would contain itself). Reads like
// std::optional; T may be incomplete where a Box<T> is declared. A value type, usable from any thread.
template <typename T> class Box
{
public:
    Box() = default;
    Box(T value) : m_value(std::make_unique<T>(std::move(value))) {}
    Box(const Box &other) : m_value(other.m_value ? std::make_unique<T>(*other.m_value) : nullptr) {}
    Box(Box &&other) noexcept = default;
    Box &operator=(const Box &other) { return *this = Box(other); }
    Box &operator=(Box &&other) noexcept = default;
    ~Box() = default;

    explicit operator bool() const { return bool(m_value); }
    T &operator*() { return *m_value; }
    const T &operator*() const { return *m_value; }
    T *operator->() { return m_value.get(); }
    const T *operator->() const { return m_value.get(); }

    // A default T in place of what the box held.
    T &emplace()
    {
        m_value = std::make_unique<T>();
        return *m_value;
    }
    void reset() { m_value.reset(); }

private:
    std::unique_ptr<T> m_value;
};

} // namespace kube::api
