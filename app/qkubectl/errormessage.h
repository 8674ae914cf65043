// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/error.h"

#include <QString>

// What kubectl prints for an error it ends on (its StandardErrorMessage, for the errors qkubectl meets): an
// API error as "Error from server (Reason): ...", a refused connection as "The connection to the server
// HOST:PORT was refused - did you specify the right host or port?", any other failure to reach the server as
// "Unable to connect to the server: ...", anything else as is, with "error: " before it when it is printed
// `alone`.
QString kubectlErrorMessage(const kube::Error &e, bool alone = true);

// How a command reads its TYPE arguments in kubectl, which decides how often kubectl 1.32 asks for the
// server's groups before it gives up on a refused discovery (measured on kube-apiserver 1.28 and on kubesim):
// through its resource builder (get, describe, delete, edit, patch: 5 tries) or as one object to act on
// (scale, rollout, cordon, drain, logs, exec, attach, port-forward: 4).
enum class DiscoveryUse { ResourceBuilder, OneObject };

// A failed discovery as kubectl reports it: a token the server does not take as from a warm discovery cache
// (the request after it refused), a refused discovery (403) as kubectl without a cache (its logged tries,
// then "Error from server (Forbidden): unknown"), any other failure as the server being unreachable.
QString discoveryFailureMessage(const kube::Error &e, DiscoveryUse use);
