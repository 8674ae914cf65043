// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "api/meta/v1/listmeta.h"

#include <QList>

namespace kube {

// A typed list answer (client-go's PodList...): the items and the list's metadata (the resourceVersion to
// watch from, the continue token of a paged list).
template <typename T> struct TypedList
{
    api::meta::v1::ListMeta metadata;
    QList<T> items;
};

} // namespace kube
