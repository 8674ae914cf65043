// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "yamleditor.h"

#include "diffhighlighter.h"
#include "theme.h"
#include "yamlhighlighter.h"

#include "session/objecteditor.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTextBlock>
#include <QVBoxLayout>

using kube::ObjectEditor;

YamlEditor::YamlEditor(ObjectEditor *editor, const QString &context, QWidget *parent)
    : QDialog(parent), m_editor(editor), m_message(new QLabel(this)), m_text(new QPlainTextEdit(this)),
      m_conflict(new QWidget(this)), m_conflictText(new QLabel(m_conflict)),
      m_diff(new QPlainTextEdit(m_conflict)),
      m_reapply(new QPushButton(tr("Reapply my changes on the latest"), m_conflict)),
      m_overwrite(new QPushButton(tr("Overwrite their changes"), m_conflict)),
      m_keepEditing(new QPushButton(tr("Keep editing"), m_conflict))
{
    editor->setParent(this);
    setObjectName(QStringLiteral("yamlEditor"));
    setWindowTitle(tr("Edit %1 %2 — %3").arg(editor->resource().kind, editor->key(), context));
    m_message->setObjectName(QStringLiteral("editorMessage"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_text->setObjectName(QStringLiteral("editorText"));
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setReadOnly(true);
    m_text->setPlaceholderText(tr("Loading %1…").arg(editor->key()));
    new YamlHighlighter(m_text);

    m_conflict->setObjectName(QStringLiteral("conflictPanel"));
    m_conflictText->setWordWrap(true);
    m_diff->setObjectName(QStringLiteral("serverChanges"));
    m_diff->setReadOnly(true);
    m_diff->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_diff->setLineWrapMode(QPlainTextEdit::NoWrap);
    new DiffHighlighter(m_diff);
    m_reapply->setObjectName(QStringLiteral("reapplyButton"));
    m_reapply->setToolTip(tr("Your edits (what you changed from the version you opened) applied onto the "
                             "server's latest version"));
    m_overwrite->setObjectName(QStringLiteral("overwriteButton"));
    m_overwrite->setToolTip(tr("Save your text as it is: the changes made on the server meanwhile are lost"));
    m_keepEditing->setObjectName(QStringLiteral("keepEditingButton"));
    auto *choices = new QHBoxLayout;
    choices->addWidget(m_reapply);
    choices->addWidget(m_overwrite);
    choices->addStretch();
    choices->addWidget(m_keepEditing);
    auto *conflictLayout = new QVBoxLayout(m_conflict);
    conflictLayout->setContentsMargins(0, 0, 0, 0);
    conflictLayout->addWidget(m_conflictText);
    conflictLayout->addWidget(m_diff);
    conflictLayout->addLayout(choices);
    m_conflict->hide();

    auto *buttons = new QDialogButtonBox(this);
    m_save = buttons->addButton(tr("Save"), QDialogButtonBox::AcceptRole);
    m_save->setObjectName(QStringLiteral("saveButton"));
    m_save->setEnabled(false);
    m_cancel = buttons->addButton(QDialogButtonBox::Cancel);
    m_reveal = buttons->addButton(tr("Reveal Values"), QDialogButtonBox::ActionRole);
    m_reveal->setObjectName(QStringLiteral("revealButton"));
    m_reveal->setToolTip(tr("Show this Secret's values (base64, as the server keeps them) to edit them"));
    m_reveal->hide();
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_text);
    splitter->addWidget(m_conflict);
    splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_message);
    layout->addWidget(splitter, 1);
    layout->addWidget(buttons);
    m_message->hide();
    resize(760, 680);

    connect(m_save, &QPushButton::clicked, this, [this] {
        setBusy(true);
        showMessage(tr("Saving…"), false);
        m_editor->save(m_text->toPlainText());
    });
    connect(m_cancel, &QPushButton::clicked, this, &YamlEditor::reject);
    connect(m_reapply, &QPushButton::clicked, this, [this] {
        setBusy(true);
        showMessage(tr("Reapplying your changes on the latest version…"), false);
        m_editor->reapply(m_text->toPlainText());
    });
    connect(m_overwrite, &QPushButton::clicked, this, [this] {
        setBusy(true);
        showMessage(tr("Overwriting…"), false);
        m_editor->overwrite(m_text->toPlainText());
    });
    connect(m_keepEditing, &QPushButton::clicked, this, [this] {
        m_conflict->hide();
        m_message->hide();
        m_text->setFocus();
    });

    connect(m_reveal, &QPushButton::clicked, this, [this] {
        m_masked = false;
        m_reveal->hide();
        m_message->hide();
        m_text->setPlainText(m_editor->originalYaml());
        m_text->setReadOnly(false);
        m_text->document()->setModified(false);
        m_text->setFocus();
        setBusy(false);
    });
    connect(editor, &ObjectEditor::loaded, this, [this](const QString &yaml) {
        m_loaded = true;
        m_masked = !m_editor->maskedYaml().isEmpty();
        m_text->setPlainText(m_masked ? m_editor->maskedYaml() : yaml);
        m_text->setReadOnly(m_masked);
        m_text->document()->setModified(false);
        m_text->setFocus();
        m_reveal->setVisible(m_masked);
        if (m_masked)
            showMessage(tr("This Secret's values are hidden: reveal them to edit it."), false);
        setBusy(false);
    });
    connect(editor, &ObjectEditor::saved, this, [this](const QString &resourceVersion) {
        setBusy(false);
        m_discardConfirmed = true;
        Q_EMIT saved(m_editor->key(), resourceVersion);
        accept();
    });
    connect(editor, &ObjectEditor::invalidYaml, this, [this](int line, int column, const QString &message) {
        setBusy(false);
        showMessage(tr("The YAML does not parse: %1").arg(message), true);
        moveCursorTo(line, column);
    });
    connect(editor, &ObjectEditor::conflicted, this, [this](const QString &diff) {
        setBusy(false);
        m_message->hide();
        m_conflictText->setText(
            tr("%1 was changed on the server since you opened it. Your text is kept as it is. "
               "What changed on the server:")
                .arg(m_editor->key()));
        m_diff->setPlainText(diff);
        m_conflict->show();
    });
    connect(editor, &ObjectEditor::failed, this, [this](const kube::Error &error, const QStringList &causes) {
        setBusy(false);
        if (!m_loaded) {
            showMessage(tr("Could not load %1: %2").arg(m_editor->key(), error.toString()), true);
            return;
        }
        QString text = tr("The server refused the change: %1").arg(error.message());
        for (const QString &cause : causes)
            text += QStringLiteral("\n • ") + cause;
        showMessage(text, true);
    });
    setBusy(true);
    editor->load();
}

QString YamlEditor::messageText() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

void YamlEditor::showMessage(const QString &text, bool error)
{
    m_message->setText(text);
    m_messageIsError = error;
    styleMessage();
    m_message->show();
}

void YamlEditor::styleMessage()
{
    QPalette palette = this->palette();
    if (m_messageIsError)
        palette.setColor(QPalette::WindowText, Theme(palette).color(Theme::Role::ErrorText));
    m_message->setPalette(palette);
}

void YamlEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        styleMessage();
    QDialog::changeEvent(event);
}

void YamlEditor::setBusy(bool busy)
{
    m_save->setEnabled(!busy && m_loaded && !m_masked);
    m_reapply->setEnabled(!busy && m_editor->hasLatest());
    m_overwrite->setEnabled(!busy && m_editor->hasLatest());
}

void YamlEditor::moveCursorTo(int line, int column)
{
    if (line <= 0)
        return;
    const QTextBlock block = m_text->document()->findBlockByNumber(line - 1);
    if (!block.isValid())
        return;
    QTextCursor cursor(block);
    cursor.movePosition(QTextCursor::Right, QTextCursor::MoveAnchor,
                        std::clamp(column - 1, 0, block.length() - 1));
    m_text->setTextCursor(cursor);
    m_text->setFocus();
}

void YamlEditor::reject()
{
    // Closing is no way to lose an edit by accident.
    if (m_discardConfirmed || !m_text->document()->isModified()) {
        QDialog::reject();
        return;
    }
    auto *box = new QMessageBox(QMessageBox::Question, tr("Discard changes"),
                                tr("Discard your changes to %1?").arg(m_editor->key()),
                                QMessageBox::Discard | QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("discardConfirmation"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setDefaultButton(QMessageBox::Cancel);
    connect(box, &QMessageBox::finished, this, [this](int result) {
        if (result == QMessageBox::Discard) {
            m_discardConfirmed = true;
            QDialog::reject();
        }
    });
    box->open();
}
