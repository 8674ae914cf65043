// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "inspectordock.h"
#include "informerflowdiagram.h"

#include "session/clustersession.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QDateTime>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

using namespace kube;

namespace {
// The events per second of the last minute, drawn under the number.
class SparklineDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        const QList<qreal> rates = index.data(InformerInspectorModel::SparklineRole).value<QList<qreal>>();
        if (rates.size() >= 2) {
            const qreal top = std::max<qreal>(1, *std::max_element(rates.begin(), rates.end()));
            const QRectF area = QRectF(option.rect).adjusted(2, 3, -2, -3);
            QPolygonF line;
            for (qsizetype i = 0; i < rates.size(); ++i)
                line << QPointF(area.left() + area.width() * qreal(i) /
                                                  qreal(InformerInspectorModel::historySeconds - 1),
                                area.bottom() - area.height() * rates[i] / top);
            painter->save();
            painter->setRenderHint(QPainter::Antialiasing);
            painter->setPen(QPen(option.palette.color(QPalette::Highlight), 1));
            painter->drawPolyline(line);
            painter->restore();
        }
        QStyledItemDelegate::paint(painter, option, index);
    }
};

QTableView *newTable(QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->verticalHeader()->hide();
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 6);
    view->setWordWrap(false);
    view->setTextElideMode(Qt::ElideMiddle);
    return view;
}

// Room for a list, however small the dock opens: the diagram and the details below would squeeze it to a row
// or two. Once the view has its model (the header's height comes from its sections).
void keepRowsShown(QTableView *view)
{
    view->setMinimumHeight(view->horizontalHeader()->sizeHint().height() +
                           InspectorDock::minimumRowsShown * view->verticalHeader()->defaultSectionSize() +
                           2 * view->frameWidth());
}
} // namespace

InspectorDock::InspectorDock(std::shared_ptr<RequestLogBuffer> requests, int verbosity, QWidget *parent)
    : QDockWidget(parent), m_requestBuffer(std::move(requests)),
      m_informers(new InformerInspectorModel(this)), m_requests(new RequestLogModel(verbosity, this)),
      m_requestFilter(new QSortFilterProxyModel(this))
{
    setObjectName(QStringLiteral("inspectorDock"));
    m_timer.setInterval(refreshMs);
    connect(&m_timer, &QTimer::timeout, this, &InspectorDock::refresh);

    m_tabs = new QTabWidget(this);
    auto *informerPage = new QWidget(m_tabs);
    auto *informerLayout = new QVBoxLayout(informerPage);
    informerLayout->setContentsMargins(2, 2, 2, 2);
    m_informerView = newTable(informerPage);
    m_informerView->setObjectName(QStringLiteral("informerView"));
    m_informerView->setModel(m_informers);
    keepRowsShown(m_informerView);
    m_informerView->setItemDelegateForColumn(InformerInspectorModel::RateColumn,
                                             new SparklineDelegate(m_informerView));
    m_informerView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_diagram = new InformerFlowDiagram(informerPage);
    m_diagram->setObjectName(QStringLiteral("informerFlow"));
    auto *buttons = new QHBoxLayout;
    m_relistButton = new QPushButton(informerPage);
    m_relistButton->setObjectName(QStringLiteral("relistButton"));
    m_pauseButton = new QPushButton(informerPage);
    m_pauseButton->setObjectName(QStringLiteral("pauseButton"));
    m_copyButton = new QPushButton(informerPage);
    m_copyButton->setObjectName(QStringLiteral("copyStateButton"));
    buttons->addWidget(m_relistButton);
    buttons->addWidget(m_pauseButton);
    buttons->addWidget(m_copyButton);
    buttons->addStretch();
    m_journalLabel = new QLabel(informerPage);
    m_journalLabel->setObjectName(QStringLiteral("journalLabel"));
    buttons->addWidget(m_journalLabel);
    m_secretValuesBox = new QCheckBox(informerPage);
    m_secretValuesBox->setObjectName(QStringLiteral("recordSecretValues"));
    m_secretValuesBox->setEnabled(false);
    connect(m_secretValuesBox, &QCheckBox::toggled, this, [this](bool on) {
        if (m_session)
            m_session->journal()->setKeepSecretValues(on);
    });
    buttons->addWidget(m_secretValuesBox);
    informerLayout->addWidget(m_informerView, 1);
    informerLayout->addWidget(m_diagram);
    informerLayout->addLayout(buttons);
    m_tabs->addTab(informerPage, QString());

    auto *requestPage = new QWidget(m_tabs);
    auto *requestLayout = new QVBoxLayout(requestPage);
    requestLayout->setContentsMargins(2, 2, 2, 2);
    m_requestFilterEdit = new QLineEdit(requestPage);
    m_requestFilterEdit->setObjectName(QStringLiteral("requestFilter"));
    m_requestFilterEdit->setClearButtonEnabled(true);
    m_requestFilter->setSourceModel(m_requests);
    m_requestFilter->setFilterKeyColumn(-1);
    m_requestFilter->setFilterCaseSensitivity(Qt::CaseInsensitive);
    connect(m_requestFilterEdit, &QLineEdit::textChanged, m_requestFilter,
            &QSortFilterProxyModel::setFilterFixedString);
    m_requestView = newTable(requestPage);
    m_requestView->setObjectName(QStringLiteral("requestView"));
    m_requestView->setModel(m_requestFilter);
    keepRowsShown(m_requestView);
    m_requestView->horizontalHeader()->setSectionResizeMode(RequestLogModel::UrlColumn, QHeaderView::Stretch);
    // The newest request is at the bottom: while the user is there, the view follows it.
    connect(m_requestFilter, &QAbstractItemModel::rowsAboutToBeInserted, this, [this] {
        const QScrollBar *bar = m_requestView->verticalScrollBar();
        m_followRequests = bar->value() == bar->maximum();
    });
    connect(m_requestFilter, &QAbstractItemModel::rowsInserted, this, [this] {
        if (m_followRequests)
            m_requestView->scrollToBottom();
    });
    // A request's details run to many lines at high verbosity: they scroll in a pane of their own, which the
    // user may make taller, instead of pushing the list away.
    m_requestDetails = new QPlainTextEdit(requestPage);
    m_requestDetails->setObjectName(QStringLiteral("requestDetails"));
    m_requestDetails->setReadOnly(true);
    m_requestDetails->setLineWrapMode(QPlainTextEdit::NoWrap);
    auto *requestSplitter = new QSplitter(Qt::Vertical, requestPage);
    requestSplitter->addWidget(m_requestView);
    requestSplitter->addWidget(m_requestDetails);
    requestSplitter->setStretchFactor(0, 3);
    requestSplitter->setStretchFactor(1, 1);
    requestSplitter->setChildrenCollapsible(false);
    requestLayout->addWidget(m_requestFilterEdit);
    requestLayout->addWidget(requestSplitter, 1);
    m_tabs->addTab(requestPage, QString());
    setWidget(m_tabs);

    connect(m_informerView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &InspectorDock::updateSelection);
    connect(m_informers, &QAbstractItemModel::dataChanged, this, &InspectorDock::updateSelection);
    connect(m_requestView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                m_requestDetails->setPlainText(current.data(RequestLogModel::DetailsRole).toString());
            });
    connect(m_relistButton, &QPushButton::clicked, this, &InspectorDock::relistSelected);
    connect(m_pauseButton, &QPushButton::clicked, this, &InspectorDock::togglePauseSelected);
    connect(m_copyButton, &QPushButton::clicked, this, &InspectorDock::copySelected);
    retranslate();
    updateSelection();
}

void InspectorDock::setSession(ClusterSession *session)
{
    m_session = session;
    {
        const QSignalBlocker blocker(m_secretValuesBox);
        m_secretValuesBox->setChecked(session && session->journal()->keepsSecretValues());
    }
    m_secretValuesBox->setEnabled(session);
    m_informers->clear();
    m_requests->clear();
    if (isVisible())
        refresh();
}

void InspectorDock::refresh()
{
    QList<InformerSnapshot> snapshots;
    if (m_session)
        for (const SharedIndexInformer *informer : m_session->informers())
            snapshots.append(informer->snapshot());
    m_informers->update(snapshots, QDateTime::currentMSecsSinceEpoch());
    m_journalLabel->setText(journalText());
    if (m_requestBuffer) {
        const QList<RequestRecord> records = m_requestBuffer->takeSince(&m_requestSequence);
        // Only this cluster's: another window's, or an earlier context's, are not its requests.
        QList<RequestRecord> mine;
        const QString host = m_session ? m_session->config().host.toString() : QString();
        for (const RequestRecord &record : records)
            if (!host.isEmpty() && record.url.startsWith(host))
                mine.append(record);
        m_requests->append(mine);
    }
}

QString InspectorDock::journalText() const
{
    if (!m_session)
        return {};
    const Journal &journal = *m_session->journal();
    const auto megabytes = [](qint64 bytes) {
        return QString::number(double(bytes) / (1024 * 1024), 'f', 1);
    };
    return tr("Journal: %1 MB of %2 MB, %n change(s) since %3", nullptr, int(journal.size()))
        .arg(megabytes(journal.bytes()), megabytes(journal.byteLimit()),
             journal.firstTimeMs()
                 ? QDateTime::fromMSecsSinceEpoch(journal.firstTimeMs()).toString(QStringLiteral("HH:mm:ss"))
                 : QStringLiteral("—"));
}

void InspectorDock::showEvent(QShowEvent *event)
{
    QDockWidget::showEvent(event);
    refresh();
    m_timer.start();
}

void InspectorDock::hideEvent(QHideEvent *event)
{
    m_timer.stop();
    QDockWidget::hideEvent(event);
}

void InspectorDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(event);
}

SharedIndexInformer *InspectorDock::selectedInformer() const
{
    const int row = m_informerView->currentIndex().row();
    const InformerSnapshot *snapshot = m_informers->snapshotAt(row);
    if (!snapshot || !m_session)
        return nullptr;
    const QString key = InformerInspectorModel::keyOf(*snapshot);
    for (SharedIndexInformer *informer : m_session->informers())
        if (InformerInspectorModel::keyOf(informer->snapshot()) == key)
            return informer;
    return nullptr;
}

void InspectorDock::updateSelection()
{
    const InformerSnapshot *snapshot = m_informers->snapshotAt(m_informerView->currentIndex().row());
    m_diagram->setSnapshot(snapshot ? std::optional<InformerSnapshot>(*snapshot) : std::nullopt);
    m_relistButton->setEnabled(snapshot && !snapshot->paused);
    m_pauseButton->setEnabled(snapshot);
    m_copyButton->setEnabled(snapshot);
    m_pauseButton->setText(snapshot && snapshot->paused ? tr("Resume") : tr("Pause"));
}

void InspectorDock::relistSelected()
{
    if (SharedIndexInformer *informer = selectedInformer())
        m_session->relist(informer);
}

void InspectorDock::togglePauseSelected()
{
    const InformerSnapshot *snapshot = m_informers->snapshotAt(m_informerView->currentIndex().row());
    if (SharedIndexInformer *informer = selectedInformer())
        m_session->setPaused(informer, !snapshot->paused);
}

void InspectorDock::copySelected()
{
    const QModelIndex current = m_informerView->currentIndex();
    if (current.isValid())
        QApplication::clipboard()->setText(current.data(InformerInspectorModel::ReportRole).toString());
}

void InspectorDock::retranslate()
{
    setWindowTitle(tr("Informer inspector"));
    m_tabs->setTabText(0, tr("Informers"));
    m_tabs->setTabText(1, tr("Requests"));
    m_relistButton->setText(tr("Force relist"));
    m_relistButton->setToolTip(tr("Drop the watch and list the resource again now"));
    m_pauseButton->setToolTip(
        tr("Stop listing and watching (the cache keeps what it has); resume lists again to catch up"));
    m_copyButton->setText(tr("Copy state"));
    m_copyButton->setToolTip(tr("Copy the informer's state as text, for a bug report"));
    m_requestFilterEdit->setPlaceholderText(tr("Filter requests (URL, verb, status)"));
    m_secretValuesBox->setText(tr("Record secret values"));
    m_secretValuesBox->setToolTip(tr(
        "Off (the default): the journal keeps of each Secret value only whether it changed and its length, "
        "and its exports hold no value. On, for this cluster: the values from now on, and exports hold them "
        "(the file says so and only you can read it)."));
    updateSelection();
}
