// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "manifestdialog.h"

#include "theme.h"
#include "yamlhighlighter.h"

#include "printers/kind.h"
#include "session/manifestapplier.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSplitter>
#include <QTextBlock>
#include <QVBoxLayout>

using kube::ManifestApplier;
using kube::ManifestResult;

namespace {

constexpr int plainLine = 0;
constexpr int errorLine = 1;

void styleResult(const QTextBlock &block, const QColor &errorText)
{
    QTextCharFormat format;
    if (block.userState() == errorLine)
        format.setForeground(errorText);
    QTextCursor cursor(block);
    cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
    cursor.setCharFormat(format);
}

} // namespace

ManifestDialog::ManifestDialog(ManifestApplier *applier, const QString &context, const QString &namespaceName,
                               QWidget *parent)
    : QDialog(parent), m_applier(applier), m_namespace(namespaceName), m_template(new QComboBox(this)),
      m_text(new QPlainTextEdit(this)), m_results(new QPlainTextEdit(this))
{
    applier->setParent(this);
    setObjectName(QStringLiteral("manifestDialog"));
    setWindowTitle(tr("New resource — %1").arg(context));
    m_template->setObjectName(QStringLiteral("templateCombo"));
    // The skeletons the kinds' definitions give, named by the kind each one makes.
    static const QRegularExpression kindLine(QStringLiteral("^kind: (\\S+)$"),
                                             QRegularExpression::MultilineOption);
    for (const kube::Kind &kind : kube::Kinds::all())
        if (kind.manifest) {
            const QString yaml = QString::fromLatin1(kind.manifest);
            m_template->addItem(kindLine.match(yaml).captured(1), yaml);
        }
    m_text->setObjectName(QStringLiteral("manifestText"));
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setPlaceholderText(tr("One or more YAML documents, separated by ---"));
    new YamlHighlighter(m_text);
    m_results->setObjectName(QStringLiteral("manifestResults"));
    m_results->setReadOnly(true);
    m_results->setPlaceholderText(tr("What became of each document shows here"));
    m_results->setMaximumBlockCount(10'000);

    auto *form = new QFormLayout;
    form->addRow(tr("Start from:"), m_template);
    auto *buttons = new QDialogButtonBox(this);
    m_create = buttons->addButton(tr("Create"), QDialogButtonBox::AcceptRole);
    m_create->setObjectName(QStringLiteral("createButton"));
    m_create->setToolTip(
        tr("The server checks every document first (a dry run); if it rejects one, nothing is created"));
    m_check = buttons->addButton(tr("Check"), QDialogButtonBox::ActionRole);
    m_check->setObjectName(QStringLiteral("checkButton"));
    m_check->setToolTip(tr("Let the server check every document (a dry run); nothing is created"));
    buttons->addButton(QDialogButtonBox::Close);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_text);
    splitter->addWidget(m_results);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(splitter, 1);
    layout->addWidget(buttons);
    resize(720, 680);

    connect(m_template, &QComboBox::activated, this, &ManifestDialog::useTemplate);
    connect(m_text, &QPlainTextEdit::textChanged, this, [this] { m_fromTemplate = false; });
    connect(m_create, &QPushButton::clicked, this, &ManifestDialog::create);
    connect(m_check, &QPushButton::clicked, this, &ManifestDialog::check);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(applier, &ManifestApplier::fileRead, this, [this](const QString &text) {
        m_text->setPlainText(text);
        m_fromTemplate = false;
    });
    connect(applier, &ManifestApplier::documentDone, this, [this](const ManifestResult &result) {
        if (!result.error) {
            if (!result.dryRun)
                appendResult(tr("%1 created").arg(result.object), false);
            else if (result.namespaceDocument > 0)
                appendResult(
                    tr("%1: checked when it is created (its namespace is created by document %2 first)")
                        .arg(result.object)
                        .arg(result.namespaceDocument),
                    false);
            else
                appendResult(tr("%1: the server accepts it (dry run)").arg(result.object), false);
            return;
        }
        const QString what = result.object.isEmpty()
                                 ? result.error.message()
                                 : result.object + QStringLiteral(": ") + result.error.message();
        QString line = tr("document %1 (line %2): %3").arg(result.document).arg(result.line).arg(what);
        for (const QString &cause : result.causes)
            line += QStringLiteral("\n    • ") + cause;
        if (result.dryRun)
            m_rejectedByCheck = true;
        appendResult(line, true);
    });
    connect(applier, &ManifestApplier::finished, this, [this](int created, int failed) {
        setBusy(false);
        if (m_rejectedByCheck)
            appendResult(
                tr("Nothing was created: the server rejected %n document(s) in its check (a dry run); "
                   "fix them and create again",
                   nullptr, failed),
                true);
        else
            appendResult(failed ? tr("%n object(s) created, %1 failed", nullptr, created).arg(failed)
                                : tr("%n object(s) created", nullptr, created),
                         failed > 0);
        Q_EMIT finished(created, failed);
    });
    connect(applier, &ManifestApplier::checked, this, [this](int passed, int failed) {
        setBusy(false);
        appendResult(
            failed ? tr("Dry run: %n document(s) accepted, %1 rejected; nothing was created", nullptr, passed)
                         .arg(failed)
                   : tr("Dry run: %n document(s) accepted; nothing was created", nullptr, passed),
            failed > 0);
        Q_EMIT checked(passed, failed);
    });
    connect(applier, &ManifestApplier::failed, this, [this](const kube::Error &error, int line, int column) {
        setBusy(false);
        appendResult(tr("Nothing was created: %1").arg(error.toString()), true);
        if (line > 0) {
            const QTextBlock block = m_text->document()->findBlockByNumber(line - 1);
            if (block.isValid()) {
                QTextCursor cursor(block);
                cursor.movePosition(QTextCursor::Right, QTextCursor::MoveAnchor,
                                    std::clamp(column - 1, 0, block.length() - 1));
                m_text->setTextCursor(cursor);
                m_text->setFocus();
            }
        }
    });
    useTemplate(0);
}

void ManifestDialog::useTemplate(int index)
{
    if (index < 0 || index >= m_template->count())
        return;
    // A template replaces only text the user has not written.
    if (!m_fromTemplate && !m_text->toPlainText().trimmed().isEmpty()) {
        appendResult(tr("Clear the text to start from another template; your text is kept."), false);
        return;
    }
    const QString skeleton = m_template->itemData(index).toString();
    m_text->setPlainText(skeleton.contains(QLatin1String("%1"))
                             ? skeleton.arg(m_namespace.isEmpty() ? QStringLiteral("default") : m_namespace)
                             : skeleton); // a cluster-scoped kind's has no namespace

    m_fromTemplate = true;
}

void ManifestDialog::applyFile(const QString &path)
{
    setWindowTitle(tr("Apply %1").arg(path));
    setBusy(true);
    m_applier->createFromFile(path);
}

void ManifestDialog::create()
{
    if (m_applier->busy())
        return;
    setBusy(true);
    m_applier->createFromText(m_text->toPlainText());
}

void ManifestDialog::check()
{
    if (m_applier->busy())
        return;
    setBusy(true);
    m_applier->checkText(m_text->toPlainText());
}

void ManifestDialog::setBusy(bool busy)
{
    m_create->setEnabled(!busy);
    m_check->setEnabled(!busy);
    if (busy) {
        m_results->clear();
        m_rejectedByCheck = false;
    }
}

void ManifestDialog::appendResult(const QString &line, bool error)
{
    m_results->appendPlainText(line);
    // Each of the line's blocks (it may hold several lines) says whether it is an error, for a new palette.
    const QColor errorText = Theme(palette()).color(Theme::Role::ErrorText);
    QTextBlock block = m_results->document()->lastBlock();
    for (qsizetype lines = line.count(QLatin1Char('\n')) + 1; lines > 0 && block.isValid(); --lines) {
        block.setUserState(error ? errorLine : plainLine);
        styleResult(block, errorText);
        block = block.previous();
    }
}

void ManifestDialog::styleResults()
{
    const QColor errorText = Theme(palette()).color(Theme::Role::ErrorText);
    for (QTextBlock block = m_results->document()->firstBlock(); block.isValid(); block = block.next())
        styleResult(block, errorText);
}

void ManifestDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        styleResults();
    QDialog::changeEvent(event);
}
