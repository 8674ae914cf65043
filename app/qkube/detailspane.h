// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "describe/description.h"
#include "journal/journal.h"
#include "session/objectdetails.h"

#include <QSet>
#include <QTabWidget>

class QAbstractItemModel;
class QCheckBox;
class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableView;
class QTextBrowser;
class HistoryView;
class UsageChartView;
class QScrollArea;
class YamlHighlighter;

// The selected object of any kind, as the window follows it: an overview (metadata, owners and other objects
// as links, then what its kind's describer makes of it, the lines `qkubectl describe` prints, laid out as
// rows, sections and tables; a Secret's values hidden until revealed, and copied only then), its YAML (a
// Secret's values hidden until revealed; highlighted, kept where the user scrolled when a new version
// arrives, managed fields on request, copy) and the Events about it. It only lays out what the worker
// digested. When the object goes (deleted, filtered out) it keeps the last state and says why. A QTabWidget,
// so views of the object can be added as tabs.
class DetailsPane : public QTabWidget
{
    Q_OBJECT
public:
    explicit DetailsPane(QWidget *parent = nullptr);
    void showLoading(const QString &key);
    // A state of the object shown (others, answers for an object no longer shown, are ignored).
    void showDetails(const kube::ObjectDetails &details, const kube::Error &error = {});
    // The object is no longer there to act on: keep its last state, and say why.
    void showGone(const QString &reason);
    // What the describer of the object's kind made of the version shown: the overview lays it out below the
    // metadata (answers about another object are ignored).
    void showDescription(const QString &key, const QString &uid, const kube::Description &description,
                         const kube::Error &error);
    // The objects that belong to the one shown (children, selected pods, ...), as links.
    void showRelated(const QList<kube::RelatedObjects> &related);
    void clear();
    void setEventsModel(QAbstractItemModel *model);

    QString shownKey() const { return m_key; }
    bool hasObject() const { return m_loaded; }
    const kube::ObjectDetails &shownDetails() const { return m_details; }
    QString yamlText() const;
    QString summaryText() const;
    // What a related list is, in the user's language.
    static QString labelText(kube::DetailsLabel label);
    QString noticeText() const;
    QPlainTextEdit *yamlView() const { return m_yaml; }
    QTextBrowser *overview() const { return m_summary; }
    QCheckBox *managedFieldsBox() const { return m_managedFields; }
    // A Secret's YAML shows its values only while this is checked (each new object starts unchecked).
    QCheckBox *revealValuesBox() const { return m_revealValues; }
    // The History tab: the versions of the object with this identity that `journal` holds (null: none kept).
    void setHistory(std::shared_ptr<const kube::Journal> journal, const QString &cluster,
                    const kube::GroupVersionResource &gvr, const QString &namespaceName, const QString &name,
                    const QString &uid);
    HistoryView *historyView() const { return m_history; }
    // The Usage tab: the kept CPU and memory of the pod or node shown (empty for other kinds).
    UsageChartView *usageView() const { return m_usage; }
    // The Usage tab's range: item data 0 is metrics-server's kept hour, else a Prometheus range in seconds.
    QComboBox *usageRange() const { return m_usageRange; }
    // Offers metrics-server's hour only (false) or also Prometheus's ranges (true); keeps the choice if it
    // is still offered.
    void setPrometheusRanges(bool offered);

Q_SIGNALS:
    void linkActivated(const kube::ObjectLink &link);
    // The user asked for the YAML with (or again without) metadata.managedFields.
    void managedFieldsToggled(bool shown);
    // The Usage tab's range changed (usageRange()'s data: 0 for metrics-server's hour).
    void usageRangeChosen(qint64 rangeSecs);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    // The notice ("No longer selectable") in the theme's error colour.
    void styleNotice();
    void render();
    void setYaml(const QString &yaml);
    void onAnchor(const QUrl &url);

    QTextBrowser *m_summary;
    QWidget *m_yamlPage;
    QPlainTextEdit *m_yaml;
    YamlHighlighter *m_highlighter;
    QCheckBox *m_managedFields;
    QCheckBox *m_revealValues;
    QPushButton *m_copyYaml;
    QTableView *m_events;
    HistoryView *m_history;
    UsageChartView *m_usage;
    QScrollArea *m_usagePage = nullptr;
    QWidget *m_usageTab = nullptr;
    QComboBox *m_usageRange = nullptr;
    QLabel *m_notice;
    QString m_key;
    QString m_noticeText;
    kube::ObjectDetails m_details;
    kube::Error m_error;
    bool m_loaded = false;
    QList<kube::RelatedObjects> m_related;
    kube::Description m_description; // empty until the describer has answered
    kube::Error m_describeError;
    QList<kube::ObjectLink> m_links; // what the overview's "link:N" anchors open
    QSet<QString> m_revealed;        // Secret keys whose values the user chose to see
};
