// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "historyview.h"

#include "core/offthread.h"

#include "diffhighlighter.h"
#include "journal/changesummary.h"
#include "journal/journalselection.h"
#include "journal/secretdigest.h"
#include "journal/versiondiff.h"
#include "sidebysidediff.h"

#include <QDateTime>
#include <QEvent>
#include <QFileDialog>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMenu>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

using kube::JournalEntry;
using kube::ObjectHistoryModel;

namespace {

QByteArray versionKey(const JournalEntry &entry)
{
    return entry.object.uid().toByteArray() + '/' + entry.object.resourceVersion().toByteArray() + '/' +
           JournalEntry::typeName(entry.type);
}

} // namespace

HistoryView::HistoryView(QWidget *parent)
    : QWidget(parent), m_model(new ObjectHistoryModel(this)), m_versions(new QTableView(this)),
      m_diff(new QPlainTextEdit(this)), m_highlighter(new DiffHighlighter(m_diff)),
      m_sideBySide(new SideBySideDiff(this)), m_diffStack(new QStackedWidget(this)),
      m_sideBySideButton(new QToolButton(this)), m_hint(new QLabel(this))
{
    setObjectName(QStringLiteral("historyView"));
    m_versions->setObjectName(QStringLiteral("historyVersions"));
    m_versions->setModel(m_model);
    m_versions->verticalHeader()->hide();
    m_versions->horizontalHeader()->setStretchLastSection(false);
    m_versions->horizontalHeader()->setSectionResizeMode(ObjectHistoryModel::SummaryColumn,
                                                         QHeaderView::Stretch);
    m_versions->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_versions->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_versions->setWordWrap(false);
    connect(m_versions->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &HistoryView::showDiff);
    m_diff->setObjectName(QStringLiteral("historyDiff"));
    m_diff->setReadOnly(true);
    m_diff->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_diff->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_versions->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_versions, &QWidget::customContextMenuRequested, this, &HistoryView::showVersionsMenu);
    m_diffStack->addWidget(m_diff);
    m_diffStack->addWidget(m_sideBySide);
    m_sideBySideButton->setObjectName(QStringLiteral("historySideBySide"));
    m_sideBySideButton->setCheckable(true);
    m_sideBySideButton->setChecked(QSettings().value(QLatin1String(sideBySideKey), false).toBool());
    m_diffStack->setCurrentWidget(m_sideBySideButton->isChecked() ? static_cast<QWidget *>(m_sideBySide)
                                                                  : m_diff);
    connect(m_sideBySideButton, &QToolButton::toggled, this, [this](bool on) {
        QSettings().setValue(QLatin1String(sideBySideKey), on);
        m_diffStack->setCurrentWidget(on ? static_cast<QWidget *>(m_sideBySide) : m_diff);
        showDiff();
    });
    m_hint->setObjectName(QStringLiteral("historyHint"));
    m_hint->setWordWrap(true);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_versions);
    splitter->addWidget(m_diffStack);
    splitter->setStretchFactor(1, 2);
    auto *top = new QHBoxLayout;
    top->addWidget(m_hint, 1);
    top->addWidget(m_sideBySideButton);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(splitter);
    m_refresh.setInterval(refreshIntervalMs);
    connect(&m_refresh, &QTimer::timeout, this, &HistoryView::refresh);
    retranslate();
}

HistoryView::~HistoryView() = default;

void HistoryView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void HistoryView::retranslate()
{
    m_hint->setText(
        m_journal
            ? tr("Select a version to see what changed from the one before; select two to compare them.")
            : tr("Select an object to see the changes the journal holds of it."));
    m_sideBySideButton->setText(tr("Side by side"));
    m_sideBySideButton->setToolTip(tr("Show the diff side by side (older left, newer right) or unified"));
}

bool HistoryView::isSideBySide() const
{
    return m_sideBySideButton->isChecked();
}

void HistoryView::setSideBySide(bool on)
{
    m_sideBySideButton->setChecked(on);
}

void HistoryView::setObject(std::shared_ptr<const kube::Journal> journal, const QString &cluster,
                            const kube::GroupVersionResource &gvr, const QString &namespaceName,
                            const QString &name, const QString &uid)
{
    m_journal = std::move(journal);
    m_cluster = cluster;
    m_gvr = gvr;
    m_namespace = namespaceName.toUtf8();
    m_name = name.toUtf8();
    m_uid = uid.toUtf8();
    ++m_generation;
    m_seenRevision = ~quint64(0);
    m_summaries.clear();
    m_model->clear();
    m_diff->clear();
    m_sideBySide->clear();
    retranslate();
    if (m_journal)
        m_refresh.start();
    else
        m_refresh.stop();
    refresh();
}

void HistoryView::clear()
{
    setObject(nullptr, {}, {}, {}, {});
}

QList<JournalEntry> HistoryView::versions() const
{
    if (!m_journal)
        return {};
    QList<JournalEntry> found = m_name.isEmpty()
                                    ? m_journal->versionsOf(m_uid)
                                    : m_journal->versionsOf(m_cluster, m_gvr, m_namespace, m_name);
    // A Secret's values recorded while "record secret values" was on: the tab still shows only which value
    // changed and its length.
    for (JournalEntry &entry : found)
        if (kube::SecretDigest::holdsValues(entry.gvr, entry.object))
            entry.object = m_journal->secretDigest()->digested(entry.gvr, entry.object);
    return found;
}

QString HistoryView::diffText() const
{
    return m_diff->toPlainText();
}

void HistoryView::refresh()
{
    if (!m_journal || m_journal->revision() == m_seenRevision)
        return;
    m_seenRevision = m_journal->revision();
    const QList<JournalEntry> found = versions();
    // Versions whose summary is known are shown at once; the others are worked out on the pool.
    QList<ObjectHistoryModel::Version> shown;
    QList<std::pair<JournalEntry, JournalEntry>> missing; // (before, version)
    for (qsizetype i = 0; i < found.size(); ++i) {
        const auto known = m_summaries.constFind(versionKey(found.at(i)));
        shown.append({found.at(i), known == m_summaries.constEnd() ? QString() : *known});
        if (i > 0 && known == m_summaries.constEnd())
            missing.append({found.at(i - 1), found.at(i)});
    }
    m_model->setVersions(shown);
    if (missing.isEmpty())
        return;
    const quint64 generation = m_generation;
    kube::detail::offThread(
        this,
        [missing] {
            QHash<QByteArray, QString> summaries;
            for (const auto &[before, version] : missing)
                summaries.insert(versionKey(version), kube::ChangeSummary::text(kube::ChangeSummary::between(
                                                          before.object, version.object)));
            return summaries;
        },
        [this, generation](QHash<QByteArray, QString> summaries) {
            if (generation != m_generation)
                return;
            m_summaries.insert(summaries);
            m_seenRevision = ~quint64(0); // show them
            refresh();
        });
}

void HistoryView::showDiff()
{
    QList<int> rows;
    for (const QModelIndex &index : m_versions->selectionModel()->selectedRows())
        rows.append(index.row());
    std::sort(rows.begin(), rows.end());
    const quint64 generation = ++m_diffGeneration;
    const bool sideBySide = isSideBySide();
    if (rows.isEmpty() || rows.size() > 2) {
        const QString message = rows.isEmpty() ? QString() : tr("Select one or two versions to compare.");
        m_diff->setPlainText(sideBySide ? QString() : message);
        m_sideBySide->setMessage(sideBySide ? message : QString());
        return;
    }
    // Rows are newest first: the higher row is the older version.
    const JournalEntry newer = m_model->entryAt(rows.first());
    const JournalEntry older = m_model->entryAt(rows.size() == 2 ? rows.last() : rows.first() + 1);
    const auto label = [](const JournalEntry &entry) {
        return QStringLiteral("%1 %2 (%3)")
            .arg(QString::fromUtf8(entry.object.resourceVersion()),
                 QString::fromLatin1(JournalEntry::typeName(entry.type)),
                 QDateTime::fromMSecsSinceEpoch(entry.timeMs).toString(QStringLiteral("HH:mm:ss.zzz")));
    };
    if (sideBySide) {
        m_diff->clear();
        // The oldest version kept has nothing before it: it is shown whole, as added.
        const QString leftTitle = older.object.isNull() ? tr("(nothing older in the journal)") : label(older);
        const QString rightTitle = label(newer);
        kube::detail::offThread(
            this,
            [older, newer] {
                return kube::VersionDiff::sideBySide(
                    older.object.isNull() ? QString() : kube::VersionDiff::yaml(older.object),
                    kube::VersionDiff::yaml(newer.object));
            },
            [this, generation, leftTitle, rightTitle](QList<kube::VersionDiff::Row> diffRows) {
                if (generation == m_diffGeneration)
                    m_sideBySide->setRows(diffRows, leftTitle, rightTitle);
            });
        return;
    }
    m_sideBySide->clear();
    const QString noDifference = tr("No difference but resourceVersion and managed fields.");
    kube::detail::offThread(
        this,
        [older, newer, label, noDifference] {
            if (older.object.isNull()) // the oldest version kept: show it whole
                return kube::VersionDiff::yaml(newer.object);
            const QString diff =
                kube::VersionDiff::unified(older.object, newer.object, label(older), label(newer));
            return diff.isEmpty() ? noDifference : diff;
        },
        [this, generation](QString text) {
            if (generation == m_diffGeneration)
                m_diff->setPlainText(text);
        });
}

void HistoryView::showVersionsMenu(const QPoint &at)
{
    if (!m_journal || m_name.isEmpty())
        return;
    QMenu menu(this);
    QAction *exportAction = menu.addAction(tr("Export This Object's History…"));
    exportAction->setToolTip(tr("Every version of %1 the journal holds, as JSON lines qkube --journal opens")
                                 .arg(QString::fromUtf8(m_name)));
    if (menu.exec(m_versions->viewport()->mapToGlobal(at)) != exportAction)
        return;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export This Object's History"),
        QStringLiteral("%1-history.jsonl").arg(QString::fromUtf8(m_name)), tr("JSON lines (*.jsonl)"));
    if (!path.isEmpty())
        exportHistory(path);
}

void HistoryView::exportHistory(const QString &path)
{
    if (!m_journal)
        return;
    const kube::JournalSelection selection =
        kube::JournalSelection::object(m_cluster, m_gvr, m_namespace, m_name);
    kube::detail::offThread(
        this, [journal = m_journal, selection, path] { return selection.save(*journal, path); },
        [this, path](kube::Result<qsizetype> saved) {
            if (saved)
                m_hint->setText(tr("Exported %n version(s) to %1", nullptr, int(saved.value())).arg(path));
            else
                m_hint->setText(
                    tr("Could not export the history to %1: %2").arg(path, saved.error().message()));
            Q_EMIT historyExported(path, saved ? saved.value() : 0, saved ? kube::Error() : saved.error());
        });
}
