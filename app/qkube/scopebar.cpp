// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "scopebar.h"
#include "actionregistry.h"
#include "fuzzypicker.h"
#include "theme.h"

#include "core/error.h"
#include "models/contextsmodel.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSettings>

using namespace kube;

namespace {
// The context picker lists this many recently used contexts first.
constexpr int recentContextsKept = 10;
} // namespace

ScopeBar::ScopeBar(ContextsModel *contexts, QWidget *parent)
    : QToolBar(parent), m_contexts(contexts), m_contextLabel(new QLabel(this)),
      m_contextCombo(new QComboBox(this)), m_namespaceLabel(new QLabel(this)),
      m_namespaceCombo(new QComboBox(this)), m_filterEdit(new QLineEdit(this)),
      m_selectorEdit(new QLineEdit(this)), m_contextPicker(new FuzzyPicker(parent)),
      m_namespacePicker(new FuzzyPicker(parent))
{
    setObjectName(QStringLiteral("mainToolBar"));
    setMovable(false);
    m_contextCombo->setObjectName(QStringLiteral("contextCombo"));
    m_contextCombo->setModel(m_contexts);
    m_contextCombo->setMinimumContentsLength(16);
    m_contextCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_namespaceCombo->setObjectName(QStringLiteral("namespaceCombo"));
    m_namespaceCombo->setMinimumContentsLength(14);
    m_namespaceCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_filterEdit->setObjectName(QStringLiteral("filterEdit"));
    m_filterEdit->setClearButtonEnabled(true);
    m_filterEdit->addAction(QIcon(QStringLiteral(":/icons/filter.svg")), QLineEdit::LeadingPosition);
    m_selectorEdit->setObjectName(QStringLiteral("selectorEdit"));
    m_selectorEdit->setClearButtonEnabled(true);
    addWidget(m_contextLabel);
    addWidget(m_contextCombo);
    addSeparator();
    addWidget(m_namespaceLabel);
    addWidget(m_namespaceCombo);
    addSeparator();
    addWidget(m_filterEdit);
    addWidget(m_selectorEdit);
    m_contextPicker->setObjectName(QStringLiteral("contextPicker"));
    m_namespacePicker->setObjectName(QStringLiteral("namespacePicker"));

    connect(m_contextCombo, &QComboBox::activated, this, [this](int row) {
        Q_EMIT contextChosen(m_contexts->index(row).data(ContextsModel::NameRole).toString(), false);
    });
    connect(m_namespaceCombo, &QComboBox::currentIndexChanged, this,
            [this] { Q_EMIT namespaceChanged(namespaceName()); });
    connect(m_selectorEdit, &QLineEdit::editingFinished, this,
            [this] { Q_EMIT selectorEdited(m_selectorEdit->text()); });
    connect(m_contextPicker, &FuzzyPicker::chosen, this,
            [this](const FuzzyCandidate &candidate, bool beside) {
                Q_EMIT contextChosen(candidate.data.toString(), beside);
            });
    connect(m_namespacePicker, &FuzzyPicker::chosen, this,
            [this](const FuzzyCandidate &candidate, bool) { useNamespace(candidate.data.toString()); });
    connect(m_namespacePicker, &FuzzyPicker::freeTextChosen, this, [this](const QString &name, bool) {
        // What the apiserver accepts as a namespace: a DNS-1123 label.
        static const QRegularExpression label(QStringLiteral("^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$"));
        if (label.match(name).hasMatch())
            useNamespace(name);
        else
            showNamespacePicker(
                {}, name,
                tr("\"%1\" is not a namespace name: at most 63 lower-case letters, digits and "
                   "'-', starting and ending with a letter or digit.")
                    .arg(name));
    });
    connect(m_contexts, &ContextsModel::reloaded, this, [this] {
        // The kubeconfig changed on disk: the same context stays marked.
        if (!m_contextCombo->property("context").toString().isEmpty())
            markContext(m_contextCombo->property("context").toString());
    });
}

void ScopeBar::registerActions(ActionRegistry *registry,
                               std::function<std::pair<QString, QStringList>()> contexts,
                               std::function<QStringList()> namespaces)
{
    registry->add({"contextAction",
                   QT_TRANSLATE_NOOP("MainWindow", "Switch &context…"),
                   nullptr,
                   {},
                   {QKeySequence(Qt::CTRL | Qt::Key_K)},
                   Qt::WindowShortcut,
                   false,
                   {},
                   [this, contexts](bool) {
                       const auto [current, open] = contexts();
                       showContextPicker(current, open);
                   }});
    registry->add({"namespaceAction",
                   QT_TRANSLATE_NOOP("MainWindow", "Switch &namespace…"),
                   nullptr,
                   {},
                   {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N)},
                   Qt::WindowShortcut,
                   false,
                   {},
                   [this, namespaces](bool) { showNamespacePicker(namespaces()); }});
    registry->add({"findAction",
                   QT_TRANSLATE_NOOP("MainWindow", "&Filter rows"),
                   nullptr,
                   {},
                   {QKeySequence::Find},
                   Qt::WindowShortcut,
                   false,
                   {},
                   [this](bool) { focusFilter(); }});
    registry->add({"selectorAction",
                   QT_TRANSLATE_NOOP("MainWindow", "Filter by &label selector"),
                   nullptr,
                   {},
                   {QKeySequence(Qt::CTRL | Qt::Key_L)},
                   Qt::WindowShortcut,
                   false,
                   {},
                   [this](bool) { focusSelector(); }});
}

QString ScopeBar::namespaceName() const
{
    return m_namespaceCombo->currentData().toString();
}

void ScopeBar::markContext(const QString &context)
{
    m_contextCombo->setProperty("context", context);
    const int row = m_contexts->rowOf(context);
    if (m_contextCombo->currentIndex() == row)
        return;
    QSignalBlocker block(m_contextCombo);
    m_contextCombo->setCurrentIndex(row);
}

void ScopeBar::resetNamespaces(const QString &remembered)
{
    {
        QSignalBlocker block(m_namespaceCombo);
        m_namespaceCombo->clear();
        m_namespaceCombo->addItem(tr("All namespaces"), QString());
        if (!remembered.isEmpty())
            m_namespaceCombo->addItem(remembered, remembered);
    }
    m_namespaceCombo->setCurrentIndex(remembered.isEmpty() ? 0 : 1);
}

void ScopeBar::setNamespaceChoices(const QStringList &names)
{
    QStringList shown;
    for (int i = 1; i < m_namespaceCombo->count(); ++i)
        shown.append(m_namespaceCombo->itemData(i).toString());
    if (shown == names)
        return;
    const QString current = namespaceName();
    QSignalBlocker block(m_namespaceCombo);
    while (m_namespaceCombo->count() > 1)
        m_namespaceCombo->removeItem(1);
    for (const QString &name : names)
        m_namespaceCombo->addItem(QIcon(QStringLiteral(":/icons/namespace.svg")), name, name);
    const int at = m_namespaceCombo->findData(current);
    if (at >= 0) {
        m_namespaceCombo->setCurrentIndex(at);
    } else if (!current.isEmpty()) {
        m_namespaceCombo->addItem(current,
                                  current); // keep the user's choice while that namespace is not listed (yet)
        m_namespaceCombo->setCurrentIndex(m_namespaceCombo->count() - 1);
    }
}

void ScopeBar::useNamespace(const QString &name)
{
    int at = m_namespaceCombo->findData(name);
    if (at < 0) { // not listed (the user may not list namespaces): kept as a choice of its own
        m_namespaceCombo->addItem(name, name);
        at = m_namespaceCombo->count() - 1;
    }
    m_namespaceCombo->setCurrentIndex(at);
}

void ScopeBar::showContextPicker(const QString &currentContext, const QStringList &openContexts)
{
    const QStringList recent = QSettings().value(QStringLiteral("recentContexts")).toStringList();
    QList<FuzzyCandidate> candidates;
    for (int row = 0; row < m_contexts->rowCount(); ++row) {
        const QModelIndex at = m_contexts->index(row);
        const QString name = at.data(ContextsModel::NameRole).toString();
        // Matched on what tells contexts apart: its name, cluster, user and namespace.
        QStringList text{name, at.data(ContextsModel::ClusterRole).toString(),
                         at.data(ContextsModel::UserRole).toString(),
                         at.data(ContextsModel::NamespaceRole).toString()};
        text.removeAll(QString());
        const qsizetype recency = recent.indexOf(name);
        candidates.append({text.join(QStringLiteral("  ·  ")),
                           name == currentContext        ? tr("current")
                           : openContexts.contains(name) ? tr("open")
                                                         : QString(),
                           {name},
                           0,
                           recency < 0 ? 0 : int(recentContextsKept - recency),
                           QIcon(),
                           name});
    }
    m_contextPicker->popup(candidates, tr("Context, cluster, user or namespace"));
    m_contextPicker->setHint(
        tr("Enter switches · Ctrl+Enter opens beside, keeping the current cluster · Esc closes"));
}

void ScopeBar::showNamespacePicker(const QStringList &namespaces, const QString &typed,
                                   const QString &problem)
{
    const QString current = namespaceName();
    QList<FuzzyCandidate> candidates{
        {tr("All namespaces"), current.isEmpty() ? tr("current") : QString(), {}, 0, 0, QIcon(), QString()}};
    const QIcon icon(QStringLiteral(":/icons/namespace.svg"));
    QStringList names = namespaces;
    if (names.isEmpty())
        for (int i = 1; i < m_namespaceCombo->count(); ++i)
            names.append(m_namespaceCombo->itemData(i).toString());
    for (const QString &name : std::as_const(names))
        candidates.append({name, name == current ? tr("current") : QString(), {name}, 1, 0, icon, name});
    m_namespacePicker->popup(candidates, tr("Namespace (any name, listed or not)"), typed,
                             tr("Use namespace \"%1\""));
    m_namespacePicker->setHint(
        problem.isEmpty() ? tr("Type any namespace, listed or not · Enter uses it · Esc closes") : problem);
}

void ScopeBar::markSelector(const Error &error)
{
    QPalette palette; // the application's, unless the selector is wrong
    if (error)
        palette.setColor(QPalette::Base, Theme(palette).color(Theme::Role::ErrorBackground));
    m_selectorEdit->setPalette(palette);
    m_selectorEdit->setToolTip(
        error ? error.message() : tr("Kubernetes label selector syntax: =, ==, !=, in, notin, key, !key"));
}

void ScopeBar::setKindName(const QString &resourceName)
{
    m_kindName = resourceName;
    retranslate();
}

void ScopeBar::focusFilter()
{
    m_filterEdit->setFocus(Qt::ShortcutFocusReason);
    m_filterEdit->selectAll();
}

void ScopeBar::focusSelector()
{
    m_selectorEdit->setFocus(Qt::ShortcutFocusReason);
    m_selectorEdit->selectAll();
}

void ScopeBar::retranslate()
{
    setWindowTitle(tr("Toolbar"));
    m_contextLabel->setText(tr("Context: "));
    m_namespaceLabel->setText(tr(" Namespace: "));
    m_filterEdit->setPlaceholderText(m_kindName.isEmpty() ? tr("Filter (Ctrl+F)")
                                                          : tr("Filter %1 (Ctrl+F)").arg(m_kindName));
    m_filterEdit->setToolTip(
        tr("Shows the rows whose namespace, name or any text column contains this text"));
    m_selectorEdit->setPlaceholderText(tr("Label selector, e.g. app in (web,api),tier!=db"));
    if (m_namespaceCombo->count() > 0)
        m_namespaceCombo->setItemText(0, tr("All namespaces"));
}
