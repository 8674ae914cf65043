// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QDockWidget>
#include <QPointer>

class QMainWindow;
class QTabWidget;
class QToolButton;

// The full-width panel under the table, as Lens and Headlamp have it: tabs for the work that needs width (the
// event log, the selected object's logs, and later shells and port-forwards), maximised to the window's
// height and back with one button (or F11 on the panel).
class BottomPanel : public QDockWidget
{
    Q_OBJECT
public:
    explicit BottomPanel(QMainWindow *window);

    QTabWidget *tabs() const { return m_tabs; }
    // A page of its own (the event log, the logs) has no close button; a closable one (a shell) has, and
    // closing it asks closeRequested.
    void addPage(QWidget *page, bool closable = false);
    // Shows `page` (and the panel, if it was closed).
    void showPage(QWidget *page);
    bool isLookingAt(const QWidget *page) const;
    bool isMaximised() const { return m_maximised; }
    void setMaximised(bool maximised);

Q_SIGNALS:
    // The page looked at changed, or the panel was shown or hidden.
    void lookedAtChanged();
    // The close button of a closable page was clicked.
    void closeRequested(QWidget *page);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QMainWindow *m_window;
    QTabWidget *m_tabs;
    QToolButton *m_maximise;
    bool m_maximised = false;
    QByteArray m_layoutBefore; // the window's docks as they were before maximising
};
