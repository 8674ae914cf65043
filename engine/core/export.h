// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QtCore/qcompilerdetection.h>

// The engine's API: libqkube-engine is built with hidden visibility, and exports what carries this mark (its
// public classes, whole, and free functions) and nothing else; kube::detail and whatever no installed header
// declares stay inside. engine/abi/qkube-engine.symbols lists what it exports (tst_abi compares).
#if defined(QKUBE_ENGINE_BUILDING)
#define QKUBE_ENGINE_EXPORT Q_DECL_EXPORT
#else
#define QKUBE_ENGINE_EXPORT Q_DECL_IMPORT
#endif
