// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "describe/description.h"

class Theme;

// Lays out a kind's description (the lines `qkubectl describe` prints, from the describer of the kind's
// definition) for the details pane: a "Key:" line with a value is a row, a "Key:" line alone heads the
// lines indented under it, a line of column names over a line of dashes is a table, a word over a line of
// "=" or "-" heads what follows; ages, sizes and states stay as the describer wrote them. Any thread.
namespace DescriptionView {

// The description as rich text for a QTextBrowser, in `theme`'s colours. Tables wider than `maxColumns`
// are laid out as one block per row (the pane is narrow).
QString html(const kube::Description &description, const Theme &theme, int maxColumns);

} // namespace DescriptionView
