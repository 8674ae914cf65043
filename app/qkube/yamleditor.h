// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/error.h"

#include <QDialog>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QWidget;
namespace kube {
class ObjectEditor;
}

// Edits one object's YAML (kubectl edit in a window): the object's text, highlighted, saved with the version
// it was opened at. Text that does not parse, or that the server refuses (a 422 with its fields), leaves the
// dialog open with the reason, the cursor at the place. When someone changed the object meanwhile, the user's
// text stays as it is and a panel shows what changed on the server, offering to reapply the user's changes on
// the latest, to overwrite, or to keep editing. A Secret's values stay hidden (and the text read-only) until
// the user reveals them. Not modal to the application; owns its ObjectEditor.
class YamlEditor : public QDialog
{
    Q_OBJECT
public:
    YamlEditor(kube::ObjectEditor *editor, const QString &context, QWidget *parent = nullptr);

    kube::ObjectEditor *editor() const { return m_editor; }
    QPlainTextEdit *textEdit() const { return m_text; }
    QPlainTextEdit *serverChanges() const { return m_diff; }
    QWidget *conflictPanel() const { return m_conflict; }
    QPushButton *saveButton() const { return m_save; }
    QPushButton *reapplyButton() const { return m_reapply; }
    QPushButton *overwriteButton() const { return m_overwrite; }
    QPushButton *keepEditingButton() const { return m_keepEditing; }
    // A Secret opens with its values hidden and its text read-only; this shows them and allows editing.
    QPushButton *revealButton() const { return m_reveal; }
    QString messageText() const;

    void reject() override;

Q_SIGNALS:
    // The server took the change (the dialog closes).
    void saved(const QString &key, const QString &resourceVersion);

protected:
    void changeEvent(QEvent *event) override;

private:
    void showMessage(const QString &text, bool error);
    // The message in the palette's colour, or the theme's error colour.
    void styleMessage();
    void setBusy(bool busy);
    void moveCursorTo(int line, int column);

    kube::ObjectEditor *m_editor;
    QLabel *m_message;
    QPlainTextEdit *m_text;
    QWidget *m_conflict;
    QLabel *m_conflictText;
    QPlainTextEdit *m_diff;
    QPushButton *m_reapply;
    QPushButton *m_overwrite;
    QPushButton *m_keepEditing;
    QPushButton *m_save;
    QPushButton *m_cancel;
    QPushButton *m_reveal;
    bool m_loaded = false;
    bool m_masked = false; // a Secret's values hidden: the text is not the object's, nothing may be saved
    bool m_discardConfirmed = false;
    bool m_messageIsError = false;
};
