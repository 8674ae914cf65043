// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "journalwindow.h"

#include "historyview.h"
#include "journalsettings.h"
#include "theme.h"
#include "timelinebar.h"

#include "core/offthread.h"
#include "models/pastrows.h"
#include "models/resourceproxymodel.h"
#include "models/resourcetablemodel.h"
#include "printers/printer.h"

#include <QAction>
#include <QDateTime>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QPointer>
#include <QSplitter>
#include <QStackedLayout>
#include <QStatusBar>
#include <QTableView>
#include <QVBoxLayout>

using namespace kube;

namespace {

QString timeText(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms).toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
}

QString megabytes(qint64 bytes)
{
    return QString::number(double(bytes) / (1024 * 1024), 'f', 1);
}

} // namespace

JournalWindow::JournalWindow(const QString &path, qint64 byteLimit, QWidget *parent)
    : QMainWindow(parent), m_path(path), m_byteLimit(byteLimit), m_banner(new QLabel(this)),
      m_kinds(new QListWidget(this)), m_table(new ResourceTableModel(this)),
      m_proxy(new ResourceProxyModel(this)), m_tableView(new QTableView(this)),
      m_placeholder(new QLabel(this)), m_timeline(new TimelineBar(this)), m_history(new HistoryView(this))
{
    setObjectName(QStringLiteral("journalWindow"));
    resize(1260, 780);
    m_banner->setObjectName(QStringLiteral("recordingBanner"));
    m_banner->setWordWrap(true);
    m_banner->setMargin(6);
    m_banner->setAutoFillBackground(true);
    m_kinds->setObjectName(QStringLiteral("recordingKinds"));
    connect(m_kinds, &QListWidget::currentRowChanged, this, &JournalWindow::chooseKind);
    m_proxy->setSourceModel(m_table);
    m_tableView->setObjectName(QStringLiteral("recordingTable"));
    m_tableView->setModel(m_proxy);
    m_tableView->setSortingEnabled(true);
    m_tableView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_tableView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tableView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_tableView->verticalHeader()->hide();
    m_tableView->horizontalHeader()->setStretchLastSection(true);
    m_tableView->setWordWrap(false);
    connect(m_tableView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &JournalWindow::selectedRowChanged);
    m_placeholder->setObjectName(QStringLiteral("recordingPlaceholder"));
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setWordWrap(true);
    m_timeline->setObjectName(QStringLiteral("recordingTimeline"));
    m_timeline->setRecording(true);
    connect(m_timeline, &TimelineBar::timeChosen, this, &JournalWindow::showMoment);

    auto *tableArea = new QWidget(this);
    auto *stack = new QStackedLayout;
    stack->addWidget(m_placeholder);
    stack->addWidget(m_tableView);
    auto *tableLayout = new QVBoxLayout(tableArea);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    tableLayout->addLayout(stack, 1);
    tableLayout->addWidget(m_timeline);
    connect(this, &JournalWindow::momentShown, this, [stack, this] { stack->setCurrentWidget(m_tableView); });
    connect(this, &JournalWindow::failed, this, [stack, this] {
        stack->setCurrentWidget(m_placeholder);
        m_timeline->hide();
        m_history->hide();
    });

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_kinds);
    splitter->addWidget(tableArea);
    splitter->addWidget(m_history);
    splitter->setStretchFactor(1, 3);
    splitter->setStretchFactor(2, 2);
    splitter->setSizes({170, 560, 530});
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_banner);
    layout->addWidget(splitter, 1);
    setCentralWidget(central);

    m_fileMenu = menuBar()->addMenu(QString());
    m_openAction = m_fileMenu->addAction(QString(), this, &JournalWindow::openAnother);
    m_closeAction = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_closeAction->setShortcut(QKeySequence::Close);
    retranslate();
    load();
}

JournalWindow::~JournalWindow() = default;

void JournalWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange)
        styleBanner();
    QMainWindow::changeEvent(event);
}

QString JournalWindow::bannerText() const
{
    return m_banner->text();
}

void JournalWindow::retranslate()
{
    const QString name = QFileInfo(m_path).fileName();
    setWindowTitle(tr("%1 — recorded journal — qkube").arg(name));
    m_fileMenu->setTitle(tr("&File"));
    m_openAction->setText(tr("&Open a Journal…"));
    m_closeAction->setText(tr("&Close"));
    if (!m_error.isEmpty()) {
        m_banner->setText(tr("Cannot open the journal %1: %2").arg(m_path, m_error));
        m_placeholder->setText(tr("Nothing to show: the file is not a journal qkube can read."));
    } else if (!m_journal) {
        m_banner->setText(tr("Reading the journal %1…").arg(m_path));
        m_placeholder->setText(tr("Reading…"));
    } else {
        QString text =
            tr("A recording, read-only, not connected to any cluster: %1 — %n change(s) from %2 to %3.",
               nullptr, int(m_journal->size()))
                .arg(m_path, timeText(m_journal->firstTimeMs()), timeText(m_journal->lastTimeMs()));
        if (m_recording.skippedBytes > 0)
            text += QLatin1Char(' ') + tr("The file is larger than the journal limit (%1 MB): only its "
                                          "newest part was read, from line %2 on.")
                                           .arg(megabytes(m_byteLimit))
                                           .arg(m_recording.skippedLines + 1);
        if (m_recording.lineCapReached)
            text += QLatin1Char(' ') +
                    tr("Only its first %n line(s) were read.", nullptr, int(m_recording.lines));
        m_banner->setText(text);
        m_placeholder->setText(tr("Choose a kind on the left."));
    }
    styleBanner();
}

void JournalWindow::styleBanner()
{
    // An error in its colours; a recording read is a notice (read-only, offline).
    const Theme theme(palette());
    QPalette banner = palette();
    if (!m_error.isEmpty()) {
        banner.setColor(QPalette::Window, theme.color(Theme::Role::ErrorBackground));
        banner.setColor(QPalette::WindowText, theme.color(Theme::Role::ErrorText));
    } else if (m_journal) {
        banner.setColor(QPalette::Window, theme.color(Theme::Role::NoticeBackground));
    }
    m_banner->setPalette(banner);
}

void JournalWindow::load()
{
    detail::offThread(
        this, [path = m_path, limit = m_byteLimit] { return JournalReader::read(path, limit); },
        [this](Result<JournalRecording> recording) { applyRecording(std::move(recording)); });
}

void JournalWindow::applyRecording(Result<JournalRecording> recording)
{
    if (!recording) {
        m_error = recording.error().message();
        retranslate();
        statusBar()->showMessage(m_banner->text());
        Q_EMIT failed(m_error);
        return;
    }
    m_recording = std::move(recording).value();
    m_journal = m_recording.journal;
    m_recording.journal.reset(); // m_journal holds it, read-only
    const bool severalClusters = std::any_of(
        m_recording.kinds.cbegin(), m_recording.kinds.cend(), [this](const JournalRecording::Kind &kind) {
            return kind.cluster != m_recording.kinds.constFirst().cluster;
        });
    for (const JournalRecording::Kind &kind : m_recording.kinds) {
        QString text = QStringLiteral("%1 (%2)").arg(kind.gvr.resource, kind.gvr.groupVersion());
        if (severalClusters)
            text = kind.cluster + QStringLiteral(": ") + text;
        auto *item = new QListWidgetItem(text, m_kinds);
        item->setToolTip(tr("%n change(s) recorded in %1", nullptr, int(kind.changes)).arg(kind.cluster));
    }
    retranslate();
    m_timeline->setJournal(m_journal);
    Q_EMIT loaded();
    m_kinds->setCurrentRow(0);
}

bool JournalWindow::showKind(const QString &group, const QString &resource)
{
    for (int i = 0; i < m_recording.kinds.size(); ++i)
        if (m_recording.kinds.at(i).gvr.group == group && m_recording.kinds.at(i).gvr.resource == resource) {
            m_kinds->setCurrentRow(i);
            return true;
        }
    return false;
}

void JournalWindow::chooseKind(int row)
{
    if (row < 0 || row >= m_recording.kinds.size() || row == m_kind)
        return;
    m_kind = row;
    const JournalRecording::Kind &kind = m_recording.kinds.at(row);
    m_printer = Printers::forResource(kind.gvr.group, kind.gvr.resource);
    m_history->clear();
    m_table->clear();
    m_table->setColumns(RowFeed(m_printer).columns(), kind.namespaced);
    m_tableView->sortByColumn(kind.namespaced ? m_table->namespaceColumn() : m_table->nameColumn(),
                              Qt::AscendingOrder);
    // The moment shown stays; at first, the end of the recording.
    m_timeline->chooseTime(m_shownMs ? m_timeline->chosenTimeMs() : m_journal->lastTimeMs());
    if (m_shownMs)
        showMoment(m_timeline->chosenTimeMs());
}

void JournalWindow::showMoment(qint64 timeMs)
{
    if (!m_journal || m_kind < 0)
        return;
    m_wantedMs = timeMs;
    const JournalRecording::Kind kind = m_recording.kinds.at(m_kind);
    const int kindRow = m_kind;
    detail::offThread(
        this,
        [journal = m_journal, kind, printer = m_printer, timeMs] {
            return PastRows::at(*journal, kind.cluster, kind.gvr, timeMs, printer);
        },
        [this, timeMs, kindRow](const Result<RowBatch> &rows) {
            if (m_wantedMs == timeMs && m_kind == kindRow)
                applyRows(rows, timeMs);
        });
}

void JournalWindow::applyRows(const Result<RowBatch> &rows, qint64 timeMs)
{
    // The selected object stays selected when it is there at the new moment too.
    const QModelIndex current = m_tableView->currentIndex();
    const QByteArray selectedKey =
        current.isValid() ? current.data(ResourceTableModel::KeyRole).toByteArray() : QByteArray();
    m_table->clear();
    if (!rows) {
        statusBar()->showMessage(rows.error().message());
        return;
    }
    m_table->applyBatch(rows.value());
    m_shownMs = timeMs;
    if (!selectedKey.isEmpty())
        if (const int row = m_table->rowOf(selectedKey); row >= 0)
            m_tableView->setCurrentIndex(m_proxy->mapFromSource(m_table->index(row, 0)));
    statusBar()->showMessage(tr("%1: %n object(s) at %2", nullptr, m_table->rowCount())
                                 .arg(m_recording.kinds.at(m_kind).gvr.resource, timeText(timeMs)));
    Q_EMIT momentShown(timeMs);
}

void JournalWindow::selectedRowChanged()
{
    const QModelIndex current = m_tableView->currentIndex();
    if (!current.isValid() || m_kind < 0)
        return;
    const JournalRecording::Kind &kind = m_recording.kinds.at(m_kind);
    m_history->setObject(m_journal, kind.cluster, kind.gvr,
                         current.data(ResourceTableModel::NamespaceRole).toString(),
                         current.data(ResourceTableModel::NameRole).toString(),
                         current.data(ResourceTableModel::UidRole).toString());
}

void JournalWindow::openAnother()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open a Journal"), QFileInfo(m_path).absolutePath(),
                                     tr("JSON lines (*.jsonl);;All files (*)"));
    if (path.isEmpty())
        return;
    auto *window = new JournalWindow(path, JournalSettings::byteLimit());
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->show();
}
