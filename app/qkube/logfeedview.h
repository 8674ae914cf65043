// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

class LogView;

namespace kube {
class PodLogFeed;
}

// Shows what `feed` brings in `view`: its lines, its stream state (connecting, streaming, ended) and its
// errors. In a merged log an error names the pod/container whose stream failed; the others read on. The
// connections end with either object.
void showLogFeed(kube::PodLogFeed *feed, LogView *view, bool merged);
