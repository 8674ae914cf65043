// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/error.h"

#include <QString>
#include <QStringList>

// What kubectl prints for an error it ends on (its StandardErrorMessage, for the errors qkubectl meets): an
// API error as "Error from server (Reason): ...", a refused connection as "The connection to the server
// HOST:PORT was refused - did you specify the right host or port?", any other failure to reach the server as
// "Unable to connect to the server: ...", anything else as is, with "error: " before it when it is printed
// `alone`.
QString kubectlErrorMessage(const kube::Error &e, bool alone = true);

// How a command reads its TYPE arguments in kubectl, which decides how often kubectl 1.32 asks for the
// server's groups before it gives up on a refused discovery (measured on kube-apiserver 1.28 and on kubesim):
// - through its resource builder (get, describe, delete, edit, patch): 4 tries, and one more for each
//   comma-separated type it maps ("get pods,services": 6; TYPE/NAME pairs: 4);
// - as one object to act on (scale, rollout, cordon, drain, logs, exec, attach, port-forward, a bare pod
//   name included): 4;
// - auth can-i's mapping of its type: 2, after which kubectl warns that the type is unknown and goes on;
// - top's check for the metrics API (the server's groups, outside the cache): none logged.
enum class DiscoveryUse { ResourceBuilder, OneObject, AccessReview, ServerGroups };

// The type words kubectl's builder maps for `arguments` (TYPE[,TYPE...] [NAME...], or TYPE/NAME pairs: 0).
int builderTypeWords(const QStringList &arguments);

// kubectl's log of its tries at a refused discovery (klog lines, the caller's time and pid).
QString refusedDiscoveryLog(DiscoveryUse use, int typeWords = 1);

// A failed discovery as kubectl reports it: a token the server does not take as from a warm discovery cache
// (the request after it refused), a refused discovery (403) as kubectl without a cache (its logged tries,
// then "Error from server (Forbidden): unknown"), any other failure as the server being unreachable.
QString discoveryFailureMessage(const kube::Error &e, DiscoveryUse use, int typeWords = 1);
