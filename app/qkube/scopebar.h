// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QToolBar>

#include <functional>

class ActionRegistry;
class FuzzyPicker;
class QComboBox;
class QLabel;
class QLineEdit;
namespace kube {
class ContextsModel;
class Error;
} // namespace kube

// The toolbar's scope of what the table shows: the context (a combo and the Ctrl+K picker), the namespace (a
// combo and the Ctrl+Shift+N picker, any name, listed or not), the text filter and the label selector.
class ScopeBar : public QToolBar
{
    Q_OBJECT
public:
    ScopeBar(kube::ContextsModel *contexts, QWidget *parent);
    // The pickers' and filters' actions. `contexts`: the current context and the open ones; `namespaces`:
    // those listed.
    void registerActions(ActionRegistry *registry, std::function<std::pair<QString, QStringList>()> contexts,
                         std::function<QStringList()> namespaces);

    QComboBox *contextCombo() const { return m_contextCombo; }
    QComboBox *namespaceCombo() const { return m_namespaceCombo; }
    QLineEdit *filterEdit() const { return m_filterEdit; }
    QLineEdit *selectorEdit() const { return m_selectorEdit; }
    FuzzyPicker *contextPicker() const { return m_contextPicker; }
    FuzzyPicker *namespacePicker() const { return m_namespacePicker; }

    // "" for all namespaces.
    QString namespaceName() const;
    void markContext(const QString &context);
    // The cluster shown changed: "All namespaces", and `remembered` when it is not empty.
    void resetNamespaces(const QString &remembered);
    void setNamespaceChoices(const QStringList &namespaces);
    // Chooses a namespace as the user would (kept as a choice of its own while it is not listed).
    void useNamespace(const QString &namespaceName);
    void showContextPicker(const QString &currentContext, const QStringList &openContexts);
    void showNamespacePicker(const QStringList &namespaces, const QString &typed = {},
                             const QString &problem = {});
    // Says whether the label selector is valid (the proxy parsed it).
    void markSelector(const kube::Error &error);
    void setKindName(const QString &resourceName);
    void focusFilter();
    void focusSelector();
    void retranslate();

Q_SIGNALS:
    void contextChosen(const QString &context, bool beside);
    void namespaceChanged(const QString &namespaceName);
    void selectorEdited(const QString &selector);

private:
    kube::ContextsModel *m_contexts;
    QLabel *m_contextLabel;
    QComboBox *m_contextCombo;
    QLabel *m_namespaceLabel;
    QComboBox *m_namespaceCombo;
    QLineEdit *m_filterEdit;
    QLineEdit *m_selectorEdit;
    FuzzyPicker *m_contextPicker;
    FuzzyPicker *m_namespacePicker;
    QString m_kindName;
};
