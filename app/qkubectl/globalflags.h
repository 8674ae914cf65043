// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

class FlagSet;

// kubectl's global flags (its root command's persistent flags: the kubeconfig, the connection's overrides,
// impersonation, the namespace, -v), declared once here and accepted before or after every command's name.
void addGlobalFlags(FlagSet &flags);
