// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QList>

// How the table's columns share the viewport's width, as a pure function the table pane and its test call.
// Short columns fit their content (header and the widest value sampled); columns the user sized keep their
// width; the stretching columns (NAME, MESSAGE) share what is left, never below their floor. When even that
// does not fit, the widest columns the user did not size give up width down to their own floor, and beyond
// that the table scrolls sideways.
struct ColumnSpec
{
    int content = 0;        // the width its header and sampled values want
    int floor = 0;          // the least it may be squeezed to
    int userWidth = -1;     // > 0: the width the user gave it (kept as it is)
    bool stretches = false; // takes a share of the spare width
};

namespace ColumnLayout {
QList<int> fit(const QList<ColumnSpec> &columns, int available);
}
