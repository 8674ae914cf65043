// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QDialog>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
namespace kube {
class ManifestApplier;
}

// New resource… and Apply file…: a YAML editor (starting from a template chosen by kind, or a file's text)
// whose documents are created on Create, each reported on its own line ("deployment.apps/web created", or the
// document's number and line with the server's reason). Create lets the server check every document first
// (a dry run) and creates nothing if it rejects one; Check runs only that. The text stays, so failed
// documents can be fixed and sent again. Not modal to the application; owns its ManifestApplier.
class ManifestDialog : public QDialog
{
    Q_OBJECT
public:
    ManifestDialog(kube::ManifestApplier *applier, const QString &context, const QString &namespaceName,
                   QWidget *parent = nullptr);

    // Reads `path` (on the session's worker), shows its text and creates what it holds.
    void applyFile(const QString &path);

    QComboBox *templateCombo() const { return m_template; }
    QPlainTextEdit *textEdit() const { return m_text; }
    QPlainTextEdit *results() const { return m_results; }
    QPushButton *createButton() const { return m_create; }
    QPushButton *checkButton() const { return m_check; }

Q_SIGNALS:
    // A run ended: how many objects were created and how many documents failed.
    void finished(int created, int failed);
    // A Check (dry run only) ended.
    void checked(int passed, int failed);

protected:
    void changeEvent(QEvent *event) override;

private:
    void useTemplate(int index);
    void create();
    void check();
    void setBusy(bool busy);
    void appendResult(const QString &line, bool error);
    // Draws the results' error lines in the theme's error colour.
    void styleResults();

    kube::ManifestApplier *m_applier;
    QString m_namespace;
    QComboBox *m_template;
    QPlainTextEdit *m_text;
    QPlainTextEdit *m_results;
    QPushButton *m_create;
    QPushButton *m_check;
    bool m_rejectedByCheck = false; // this run's dry run rejected a document: nothing was created
    bool m_fromTemplate = true;     // the text is a template the user has not changed
};
