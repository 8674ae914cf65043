// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "jsonmergepatch.h"

namespace kube::JsonMergePatch {

QJsonObject create(const QJsonObject &original, const QJsonObject &modified)
{
    QJsonObject patch;
    for (auto it = original.constBegin(); it != original.constEnd(); ++it)
        if (!modified.contains(it.key()))
            patch.insert(it.key(), QJsonValue(QJsonValue::Null));
    for (auto it = modified.constBegin(); it != modified.constEnd(); ++it) {
        const auto before = original.constFind(it.key());
        if (before == original.constEnd()) {
            patch.insert(it.key(), it.value());
        } else if (before.value().isObject() && it.value().isObject()) {
            const QJsonObject nested = create(before.value().toObject(), it.value().toObject());
            if (!nested.isEmpty())
                patch.insert(it.key(), nested);
        } else if (before.value() != it.value()) {
            patch.insert(it.key(), it.value());
        }
    }
    return patch;
}

QJsonObject apply(QJsonObject target, const QJsonObject &patch)
{
    for (auto it = patch.constBegin(); it != patch.constEnd(); ++it) {
        if (it.value().isNull())
            target.remove(it.key());
        else if (it.value().isObject())
            target.insert(it.key(), apply(target.value(it.key()).toObject(), it.value().toObject()));
        else
            target.insert(it.key(), it.value());
    }
    return target;
}

} // namespace kube::JsonMergePatch
