// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

// The describers return kubectl's English words (qkubectl prints them as kubectl does); the window words the
// keys, headings and column names of the Overview in the user's language. A word without a translation stays
// as kubectl wrote it. Any thread.
namespace DescribeWords {

// `word` ("Restart Count", "Events") in the application's language.
QString translated(const QString &word);

} // namespace DescribeWords
