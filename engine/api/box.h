// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <memory>
#include <optional>
#include <utility>

namespace kube::api {

// An optional T held on the heap and copied deeply: how a generated struct holds an optional field whose type
// is a struct (Pod::spec, Container::securityContext), so that an absent one costs a pointer rather than its
// whole type inline, and a field of its own type (JSONSchemaProps::not_), which std::optional cannot hold.
// Reads like std::optional; T may be incomplete where a Box<T> is declared. A value type, usable from any
// thread.
template <typename T> class Box
{
public:
    using value_type = T;

    Box() = default;
    Box(std::nullopt_t) {}
    Box(T value) : m_value(std::make_unique<T>(std::move(value))) {}
    Box(const Box &other) : m_value(other.m_value ? std::make_unique<T>(*other.m_value) : nullptr) {}
    Box(Box &&other) noexcept = default;
    Box &operator=(const Box &other) { return *this = Box(other); }
    Box &operator=(Box &&other) noexcept = default;
    Box &operator=(std::nullopt_t)
    {
        reset();
        return *this;
    }
    ~Box() = default;

    bool has_value() const { return bool(m_value); }
    explicit operator bool() const { return bool(m_value); }
    T &operator*() { return *m_value; }
    const T &operator*() const { return *m_value; }
    T *operator->() { return m_value.get(); }
    const T *operator->() const { return m_value.get(); }
    // As std::optional::value: throws std::bad_optional_access when empty.
    T &value() { return m_value ? *m_value : throw std::bad_optional_access(); }
    const T &value() const { return m_value ? *m_value : throw std::bad_optional_access(); }
    template <typename U> T value_or(U &&fallback) const
    {
        return m_value ? *m_value : static_cast<T>(std::forward<U>(fallback));
    }

    // A T made from `args` in place of what the box held.
    template <typename... Args> T &emplace(Args &&...args)
    {
        m_value = std::make_unique<T>(std::forward<Args>(args)...);
        return *m_value;
    }
    void reset() { m_value.reset(); }

    // Equal when both are empty or both hold equal values (for a T that compares).
    friend bool operator==(const Box &a, const Box &b) requires requires(const T &x) { x == x; }
    {
        return a.m_value && b.m_value ? *a.m_value == *b.m_value : a.m_value == b.m_value;
    }
    friend bool operator==(const Box &a, std::nullopt_t) { return !a.m_value; }

private:
    std::unique_ptr<T> m_value;
};

} // namespace kube::api
