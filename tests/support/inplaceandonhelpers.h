// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/helperpool.h"

#include <QCoreApplication>
#include <QTest>

// Runs a test class twice: with `helpers` null (items decoded in place), then pointing at a pool of three
// helper threads (more than this machine may have cores: they still take their turns). Returns the failures.
template <typename Test> int runInPlaceAndOnHelpers(int argc, char **argv, kube::HelperPool *&helpers)
{
    QCoreApplication app(argc, argv);
    Test inPlace;
    int failed = QTest::qExec(&inPlace, argc, argv);
    kube::HelperPool pool(3);
    helpers = &pool;
    Test onHelpers;
    failed += QTest::qExec(&onHelpers, argc, argv);
    helpers = nullptr;
    return failed;
}
