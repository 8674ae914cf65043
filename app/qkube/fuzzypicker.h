// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/fuzzyresultsmodel.h"

#include <QFrame>
#include <QPointer>

class QLabel;
class QLineEdit;
class QListView;

// A popup over the top of the window, as in VS Code's quick open: a line to type in and the best matches
// under it, the typed characters highlighted in each. Up/Down and PageUp/PageDown move through the list while
// typing goes on; Enter chooses, Ctrl+Enter chooses "beside" (the one who offers the candidates decides what
// that means); Escape, or the focus going elsewhere, closes it and gives the focus back to where it was. A
// child widget of the window, not a window of its own, so it behaves the same with any window manager or
// none.
class FuzzyPicker : public QFrame
{
    Q_OBJECT
public:
    explicit FuzzyPicker(QWidget *window);

    kube::FuzzyResultsModel *model() const { return m_model; }
    QLineEdit *input() const { return m_input; }
    // Shows the candidates (best first as the model ranks them) and takes the focus. `freeTextLabel`, when
    // not empty, offers the typed text itself as a last choice ("%1" stands for it).
    void popup(const QList<kube::FuzzyCandidate> &candidates, const QString &placeholder,
               const QString &typed = {}, const QString &freeTextLabel = {});
    void setHint(const QString &hint);
    // Closes, the focus back where it was before the popup.
    void dismiss();

Q_SIGNALS:
    void chosen(const kube::FuzzyCandidate &candidate, bool beside);
    void freeTextChosen(const QString &text, bool beside);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void choose(int row, bool beside);
    void place();

    kube::FuzzyResultsModel *m_model;
    QLineEdit *m_input;
    QListView *m_list;
    QLabel *m_hint;
    QPointer<QWidget> m_returnFocus;
};
