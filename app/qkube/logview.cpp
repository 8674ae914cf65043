// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "logview.h"

#include "logdelegate.h"
#include "models/logmodel.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QEvent>
#include <QFileDialog>
#include <QFontDatabase>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSaveFile>
#include <QScopedValueRollback>
#include <QScrollBar>
#include <QSettings>
#include <QStyle>
#include <QTableView>
#include <QThread>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

namespace {

// Typing pauses this long before a search runs over up to LogModel::defaultCapacity lines.
constexpr int searchDelayMs = 200;
constexpr int searchFieldMaxWidth = 360;
constexpr int toolIconSize = 16;
constexpr int containerPickerMaxChars = 24; // longer names are elided; the list shows them whole
constexpr int newLinesMargin = 8;           // between the new-lines button and the list's bottom
constexpr int minimumFontPoints = 6;
constexpr int maximumFontPoints = 40;
constexpr int customSince = -1;
constexpr int sinceChoices[] = {0, 5 * 60, 60 * 60, 24 * 60 * 60, customSince};
constexpr int tailChoices[] = {100, 1000, 10000, -1};
constexpr int keptChoices[] = {10'000, 100'000, 1'000'000};
constexpr const char *keptSetting = "logs/linesKept";

} // namespace

kube::PodLogOptions LogRequest::options(const QString &namespaceName) const
{
    kube::PodLogOptions options;
    options.namespaceName = namespaceName;
    options.follow = follow;
    options.previous = previous;
    if (sinceSeconds > 0)
        options.sinceSeconds = sinceSeconds;
    else if (sinceTime.isValid())
        options.sinceTime = sinceTime.toUTC().toString(Qt::ISODate);
    if (tailLines >= 0)
        options.tailLines = tailLines;
    return options;
}

LogView::LogView(QWidget *parent)
    : QWidget(parent), m_model(new kube::LogModel(this)), m_proxy(new kube::LogFilterProxyModel(this)),
      m_delegate(new LogDelegate(this)), m_list(new QTableView(this)), m_streamBar(new QToolBar(this)),
      m_readBar(new QToolBar(this)), m_container(new QComboBox(this)), m_since(new QComboBox(this)),
      m_sinceTime(new QDateTimeEdit(this)), m_tail(new QComboBox(this)), m_kept(new QMenu(this)),
      m_search(new QLineEdit(this)), m_matches(new QLabel(this)), m_held(new QLabel(this)),
      m_status(new QLabel(this)), m_error(new QLabel(this)), m_more(new QToolButton(this)),
      m_newLines(new QToolButton(m_list)), m_searchDelay(new QTimer(this))
{
    qRegisterMetaType<LogRequest>();
    m_list->setItemDelegate(m_delegate);
    // A table, not a QListView: QListView lays out every row again on each insert, a table's header only
    // appends the new rows' heights.
    m_list->horizontalHeader()->hide();
    m_list->verticalHeader()->hide();
    m_list->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_list->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_list->verticalHeader()->setMinimumSectionSize(1);
    m_list->setShowGrid(false);
    m_list->setWordWrap(false);
    m_list->setCornerButtonEnabled(false);
    m_list->setTabKeyNavigation(false);
    m_list->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_list->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_list->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_list->installEventFilter(this);
    m_list->viewport()->installEventFilter(this);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_list->setObjectName(QStringLiteral("logList"));
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    m_delegate->setFont(font);
    m_list->setFont(font);

    // Small icons and a menu for the rest keep the toolbars to a 600 px wide panel.
    for (QToolBar *bar : {m_streamBar, m_readBar}) {
        bar->setIconSize(QSize(toolIconSize, toolIconSize));
        bar->setMovable(false); // not in a main window: a handle would only take room
    }

    // Stream options: each change asks for a new stream.
    m_follow = m_streamBar->addAction(QString());
    m_follow->setCheckable(true);
    m_follow->setChecked(m_request.follow);
    m_follow->setObjectName(QStringLiteral("follow"));
    connect(m_follow, &QAction::toggled, this, [this](bool on) {
        LogRequest request = m_request;
        request.follow = on;
        changeRequest(request);
    });
    m_container->setObjectName(QStringLiteral("container"));
    m_container->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_container->setMaximumWidth(m_container->fontMetrics().averageCharWidth() * containerPickerMaxChars);
    m_streamBar->addWidget(m_container);
    connect(m_container, &QComboBox::activated, this, [this](int index) {
        LogRequest request = m_request;
        request.container = m_container->itemData(index).toString();
        changeRequest(request);
    });
    m_previous = new QAction(this);
    m_previous->setCheckable(true);
    m_previous->setObjectName(QStringLiteral("previous"));
    connect(m_previous, &QAction::toggled, this, [this](bool on) {
        LogRequest request = m_request;
        request.previous = on;
        changeRequest(request);
    });
    m_since->setObjectName(QStringLiteral("since"));
    for (int seconds : sinceChoices)
        m_since->addItem(QString(), seconds);
    m_streamBar->addWidget(m_since);
    m_sinceTime->setObjectName(QStringLiteral("sinceTime"));
    m_sinceTime->setCalendarPopup(true);
    m_sinceTime->setDisplayFormat(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
    m_sinceTime->setDateTime(QDateTime::currentDateTime().addSecs(-3600));
    const auto applySince = [this] {
        LogRequest request = m_request;
        const int seconds = m_since->currentData().toInt();
        request.sinceSeconds = seconds > 0 ? seconds : 0;
        request.sinceTime = seconds == customSince ? m_sinceTime->dateTime() : QDateTime();
        m_sinceTimeAction->setVisible(seconds == customSince);
        changeRequest(request);
    };
    connect(m_since, &QComboBox::activated, this, applySince);
    connect(m_sinceTime, &QDateTimeEdit::editingFinished, this, applySince);
    m_tail->setObjectName(QStringLiteral("tail"));
    for (int lines : tailChoices)
        m_tail->addItem(QString(), lines);
    m_tail->setCurrentIndex(m_tail->findData(m_request.tailLines));
    m_streamBar->addWidget(m_tail);
    connect(m_tail, &QComboBox::activated, this, [this](int index) {
        LogRequest request = m_request;
        request.tailLines = m_tail->itemData(index).toInt();
        changeRequest(request);
    });
    m_streamBar->addSeparator();

    // How the lines look.
    m_timestamps = new QAction(this);
    m_timestamps->setCheckable(true);
    m_timestamps->setObjectName(QStringLiteral("timestamps"));
    m_utc = new QAction(this);
    m_utc->setCheckable(true);
    m_utc->setEnabled(false);
    m_utc->setObjectName(QStringLiteral("utc"));
    connect(m_timestamps, &QAction::toggled, this, [this](bool on) {
        m_model->setTimestampsShown(on);
        m_utc->setEnabled(on);
        updateLayout();
    });
    connect(m_utc, &QAction::toggled, this, [this](bool on) {
        m_model->setTimeZone(on ? kube::LogModel::TimeZone::Utc : kube::LogModel::TimeZone::Local);
        updateLayout();
    });
    m_wrap = new QAction(QIcon::fromTheme(QStringLiteral("format-text-wrap")), QString(), this);
    m_wrap->setCheckable(true);
    m_wrap->setObjectName(QStringLiteral("wrap"));
    connect(m_wrap, &QAction::toggled, this, &LogView::updateLayout);
    m_pause = m_streamBar->addAction(QIcon(QStringLiteral(":/icons/pause.svg")), QString());
    m_pause->setCheckable(true);
    m_pause->setObjectName(QStringLiteral("pause"));
    connect(m_pause, &QAction::toggled, this, [this](bool on) {
        if (on) {
            m_model->pause();
        } else {
            m_model->resume();
            updateColumnWidth();
        }
        updateHeld();
    });
    m_end = m_streamBar->addAction(
        QIcon::fromTheme(QStringLiteral("go-bottom"), style()->standardIcon(QStyle::SP_ArrowDown)),
        QString());
    m_end->setObjectName(QStringLiteral("end"));
    m_end->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_End));
    m_end->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(m_end);
    connect(m_end, &QAction::triggered, this, &LogView::followEnd);
    m_copy = new QAction(QIcon(QStringLiteral(":/icons/copy.svg")), QString(), this);
    m_copy->setShortcut(QKeySequence::Copy); // shown in the menu; the key itself is taken in eventFilter()
    m_copy->setShortcutContext(Qt::WidgetShortcut);
    connect(m_copy, &QAction::triggered, this, &LogView::copySelection);
    m_saveLoaded = new QAction(this);
    m_saveFull = new QAction(this);
    connect(m_saveLoaded, &QAction::triggered, this, &LogView::chooseSaveLoaded);
    connect(m_saveFull, &QAction::triggered, this, &LogView::chooseSaveFull);
    m_clear = new QAction(this);
    m_clear->setObjectName(QStringLiteral("clear"));
    connect(m_clear, &QAction::triggered, this, &LogView::clear);
    m_zoomIn = new QAction(this);
    m_zoomIn->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    m_zoomIn->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_zoomIn, &QAction::triggered, this, [this] { zoom(1); });
    m_zoomOut = new QAction(this);
    m_zoomOut->setShortcut(QKeySequence::ZoomOut);
    m_zoomOut->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_zoomOut, &QAction::triggered, this, [this] { zoom(-1); });
    addAction(m_zoomIn);
    addAction(m_zoomOut);
    // How many lines the view keeps (the newest): remembered for every view.
    m_kept->setObjectName(QStringLiteral("kept"));
    auto *keptChoice = new QActionGroup(m_kept);
    const int remembered = QSettings().value(keptSetting, kube::LogModel::defaultCapacity).toInt();
    for (int lines : keptChoices) {
        QAction *choice = m_kept->addAction(QString());
        choice->setData(lines);
        choice->setCheckable(true);
        choice->setChecked(lines == remembered);
        keptChoice->addAction(choice);
    }
    if (!keptChoice->checkedAction())
        keptChoice->actions().constLast()->setChecked(true);
    m_model->setCapacity(keptChoice->checkedAction()->data().toInt());
    connect(keptChoice, &QActionGroup::triggered, this, [this](QAction *choice) {
        const int lines = choice->data().toInt();
        m_model->setCapacity(lines);
        QSettings().setValue(keptSetting, lines);
    });
    // The rest, less often wanted, behind one button.
    auto *more = new QMenu(m_more);
    more->addAction(m_timestamps);
    more->addAction(m_utc);
    more->addAction(m_wrap);
    more->addAction(m_previous);
    more->addSeparator();
    more->addAction(m_copy);
    more->addAction(m_saveLoaded);
    more->addAction(m_saveFull);
    more->addAction(m_clear);
    more->addSeparator();
    more->addAction(m_zoomIn);
    more->addAction(m_zoomOut);
    more->addMenu(m_kept);
    m_more->setObjectName(QStringLiteral("more"));
    m_more->setMenu(more);
    m_more->setPopupMode(QToolButton::InstantPopup);
    m_more->setIcon(QIcon::fromTheme(QStringLiteral("application-menu")));
    m_more->setToolButtonStyle(Qt::ToolButtonFollowStyle);
    m_streamBar->addWidget(m_more);

    // Search.
    m_search->setObjectName(QStringLiteral("search"));
    m_search->setClearButtonEnabled(true);
    m_search->installEventFilter(this);
    // The time "Since…" reads from, when chosen, heads the second bar: the first has no room left for it.
    m_sinceTimeAction = m_readBar->addWidget(m_sinceTime);
    m_sinceTimeAction->setVisible(false);
    m_readBar->addWidget(m_search);
    m_search->setMaximumWidth(searchFieldMaxWidth);
    m_matches->setObjectName(QStringLiteral("matches"));
    m_matches->setAlignment(Qt::AlignCenter);
    m_matches->setContentsMargins(4, 0, 4, 0);
    m_readBar->addWidget(m_matches);
    m_previousMatch = m_readBar->addAction(
        QIcon::fromTheme(QStringLiteral("go-up"), style()->standardIcon(QStyle::SP_ArrowUp)), QString());
    m_previousMatch->setObjectName(QStringLiteral("previousMatch"));
    m_next = m_readBar->addAction(
        QIcon::fromTheme(QStringLiteral("go-down"), style()->standardIcon(QStyle::SP_ArrowDown)), QString());
    m_next->setObjectName(QStringLiteral("nextMatch"));
    connect(m_next, &QAction::triggered, this, [this] {
        if (m_searchDelay->isActive())
            applySearch();
        m_model->nextMatch();
        scrollToMatch();
    });
    connect(m_previousMatch, &QAction::triggered, this, [this] {
        if (m_searchDelay->isActive())
            applySearch();
        m_model->previousMatch();
        scrollToMatch();
    });
    m_onlyMatching = m_readBar->addAction(QIcon(QStringLiteral(":/icons/filter.svg")), QString());
    m_onlyMatching->setCheckable(true);
    m_onlyMatching->setObjectName(QStringLiteral("onlyMatching"));
    connect(m_onlyMatching, &QAction::toggled, this, [this](bool on) {
        // The proxy only stands between while it filters: it would cost every batch an O(lines) remapping.
        m_proxy->setSourceModel(on ? m_model : nullptr);
        m_proxy->setOnlyMatching(on);
        showModel(on ? static_cast<QAbstractItemModel *>(m_proxy) : m_model);
        scrollToMatch();
    });
    m_readBar->addSeparator();
    m_held->setObjectName(QStringLiteral("held"));
    m_readBar->addWidget(m_held);
    m_held->setContentsMargins(6, 0, 6, 0);
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setContentsMargins(6, 0, 6, 0);
    m_readBar->addWidget(m_status);
    m_searchDelay->setSingleShot(true);
    m_searchDelay->setInterval(searchDelayMs);
    connect(m_search, &QLineEdit::textChanged, m_searchDelay, qOverload<>(&QTimer::start));
    connect(m_search, &QLineEdit::textChanged, this, &LogView::updateMatches);
    connect(m_searchDelay, &QTimer::timeout, this, &LogView::applySearch);
    connect(m_model, &kube::LogModel::matchesChanged, this, &LogView::updateMatches);
    connect(m_model, &kube::LogModel::heldCountChanged, this, &LogView::updateHeld);

    m_error->setObjectName(QStringLiteral("error"));
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->setFrameShape(QFrame::StyledPanel);
    m_error->setMargin(6);
    m_error->setVisible(false);

    // Over the list, not in its viewport: the viewport's children scroll with the lines.
    m_newLines->setObjectName(QStringLiteral("newLines"));
    m_newLines->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_newLines->setCursor(Qt::PointingHandCursor);
    m_newLines->setFont(
        this->font()); // the window's, not the lines' fixed font it would inherit from the list
    QPalette highlighted = m_newLines->palette();
    highlighted.setColor(QPalette::Button, highlighted.color(QPalette::Highlight));
    highlighted.setColor(QPalette::ButtonText, highlighted.color(QPalette::HighlightedText));
    m_newLines->setPalette(highlighted);
    m_newLines->setAutoFillBackground(true);
    m_newLines->hide();
    connect(m_newLines, &QToolButton::clicked, this, &LogView::followEnd);

    showModel(m_model);
    // The reader's scrolling decides whether the list follows its end; the view's own scrolling does not.
    const QScrollBar *bar = m_list->verticalScrollBar();
    connect(bar, &QScrollBar::valueChanged, this, [this] {
        if (!m_scrollingToPlace)
            setFollowingEnd(atBottom());
    });
    // The extent changes after the lines do (a deferred layout, a horizontal scroll bar appearing, a
    // resize, rows wrapping): a following list goes with its end then.
    connect(bar, &QScrollBar::rangeChanged, this, [this](int, int maximum) {
        if (!m_followingEnd)
            return;
        const QScopedValueRollback placing(m_scrollingToPlace, true);
        m_list->verticalScrollBar()->setValue(maximum);
    });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_streamBar);
    layout->addWidget(m_readBar);
    layout->addWidget(m_error);
    layout->addWidget(m_list, 1);
    retranslate();
    updateLayout();
    updateHeld();
    updateMatches();
}

LogView::~LogView()
{
    // A save still writing holds the text it writes, not the view: let it finish before its thread object
    // goes.
    for (QThread *save : findChildren<QThread *>())
        save->wait();
}

void LogView::retranslate()
{
    m_follow->setText(tr("Follow"));
    m_follow->setToolTip(tr("Keep streaming new lines"));
    const QStringList since = {tr("All time"), tr("Last 5 minutes"), tr("Last hour"), tr("Last 24 hours"),
                               tr("Since…")};
    for (int i = 0; i < since.size(); ++i)
        m_since->setItemText(i, since[i]);
    const QStringList tail = {tr("Last 100 lines"), tr("Last 1,000 lines"), tr("Last 10,000 lines"),
                              tr("All lines")};
    for (int i = 0; i < tail.size(); ++i)
        m_tail->setItemText(i, tail[i]);
    m_kept->setTitle(tr("Lines Kept"));
    m_kept->setToolTipsVisible(true);
    for (QAction *choice : m_kept->actions()) {
        choice->setText(tr("Keep %L1 lines").arg(choice->data().toInt()));
        choice->setToolTip(tr("How many of the newest lines the view keeps: older ones make room"));
    }
    m_timestamps->setText(tr("Timestamps"));
    m_utc->setText(tr("Timestamps in UTC"));
    m_utc->setToolTip(tr("Show timestamps in UTC instead of local time"));
    m_previous->setText(tr("Previous Instance"));
    m_previous->setToolTip(tr("The log of the previous instance of the container"));
    m_wrap->setText(tr("Wrap"));
    m_wrap->setToolTip(tr("Wrap long lines"));
    m_pause->setToolTip(tr("Hold new lines (they are kept and counted) until resumed"));
    m_end->setText(tr("End"));
    m_end->setToolTip(tr("Jump to the last line and follow it (End, Ctrl+End)"));
    m_copy->setText(tr("Copy"));
    m_saveLoaded->setText(tr("Save Loaded Lines…"));
    m_saveFull->setText(tr("Save Full Log…"));
    m_clear->setText(tr("Clear"));
    m_zoomIn->setText(tr("Larger Font"));
    m_zoomOut->setText(tr("Smaller Font"));
    m_more->setText(tr("More"));
    m_more->setToolTip(
        tr("Timestamps, wrapping, previous instance, copy, save, clear, font size, lines kept"));
    m_search->setPlaceholderText(tr("Search lines"));
    m_search->setToolTip(tr("Search the lines (Enter: next match, Shift+Enter: previous match)"));
    updateSearchWidth();
    m_previousMatch->setText(tr("Previous Match"));
    m_previousMatch->setToolTip(tr("Previous match (Shift+Enter)"));
    m_next->setText(tr("Next Match"));
    m_next->setToolTip(tr("Next match (Enter)"));
    m_onlyMatching->setText(tr("Only Matching"));
    m_onlyMatching->setToolTip(tr("Show only the lines that match the search"));
    m_newLines->setToolTip(tr("Jump to the last line and follow it (End)"));
    updateNewLines();
    setContainers(m_containers);
    updateMatches();
    updateHeld();
    updateStatus();
}

void LogView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::FontChange)
        updateSearchWidth();
    QWidget::changeEvent(event);
}

bool LogView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_list &&
        (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress) &&
        static_cast<QKeyEvent *>(event)->matches(QKeySequence::Copy)) {
        if (event->type() == QEvent::KeyPress)
            copySelection();
        event->accept();
        return true;
    }
    // In a one-column table End alone goes to the row's last column, that is nowhere: it goes to the end.
    if (watched == m_list && event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent *>(event)->key() == Qt::Key_End &&
        !(static_cast<QKeyEvent *>(event)->modifiers() & ~Qt::KeypadModifier)) {
        followEnd();
        return true;
    }
    if (event->type() == QEvent::Resize && watched == m_list->viewport())
        placeNewLines();
    if (watched == m_search && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            (key->modifiers() & Qt::ShiftModifier ? m_previousMatch : m_next)->trigger();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void LogView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (m_wrap->isChecked())
        updateLayout();
}

void LogView::appendLines(const kube::LogLines &lines)
{
    m_model->appendLines(lines);
    updateColumnWidth();
    updateStatus();
}

void LogView::showError(const kube::Error &error)
{
    m_lastError = error;
    m_error->setText(error.message().isEmpty() ? error.toString() : error.message());
    m_error->setVisible(error.isError());
}

void LogView::setStreamState(LogStreamState state)
{
    m_state = state;
    if (state == LogStreamState::Streaming)
        showError({});
    updateStatus();
}

void LogView::setContainers(const QList<LogContainer> &containers)
{
    m_containers = containers;
    m_container->clear();
    m_container->addItem(tr("All containers"), QString());
    for (const LogContainer &container : containers) {
        switch (container.kind) {
        case LogContainer::Kind::Regular:
            m_container->addItem(container.name, container.name);
            break;
        case LogContainer::Kind::Init:
            m_container->addItem(tr("%1 (init)").arg(container.name), container.name);
            break;
        case LogContainer::Kind::Ephemeral:
            m_container->addItem(tr("%1 (ephemeral)").arg(container.name), container.name);
            break;
        }
    }
    m_container->setCurrentIndex(std::max(0, m_container->findData(m_request.container)));
}

void LogView::setRequest(const LogRequest &request)
{
    m_request = request;
    const QSignalBlocker blockFollow(m_follow), blockPrevious(m_previous);
    m_follow->setChecked(request.follow);
    m_previous->setChecked(request.previous);
    m_container->setCurrentIndex(std::max(0, m_container->findData(request.container)));
    const int sinceIndex = request.sinceTime.isValid() ? m_since->findData(customSince)
                                                       : m_since->findData(request.sinceSeconds);
    m_since->setCurrentIndex(std::max(0, sinceIndex));
    if (request.sinceTime.isValid())
        m_sinceTime->setDateTime(request.sinceTime);
    m_sinceTimeAction->setVisible(request.sinceTime.isValid());
    const int tailIndex = m_tail->findData(request.tailLines);
    if (tailIndex < 0) // a count the picker does not offer: offer it
        m_tail->addItem(tr("Last %1 lines").arg(request.tailLines), request.tailLines);
    m_tail->setCurrentIndex(m_tail->findData(request.tailLines));
}

void LogView::changeRequest(const LogRequest &request)
{
    if (request == m_request)
        return;
    m_request = request;
    clear();
    showError({});
    Q_EMIT requestChanged(m_request);
}

void LogView::setCapacity(int lines)
{
    m_model->setCapacity(lines);
}

void LogView::clear()
{
    m_model->clear();
    updateColumnWidth();
    updateStatus();
}

QAbstractItemModel *LogView::shownModel() const
{
    return m_list->model();
}

void LogView::showModel(QAbstractItemModel *model)
{
    QItemSelectionModel *oldSelection = m_list->selectionModel();
    for (const QMetaObject::Connection &connection : std::as_const(m_shownConnections))
        disconnect(connection);
    // Ahead of the view's own handlers (connected by setModel): when the bound drops the oldest lines, a
    // reader further up keeps their place. The content moves up by what was dropped, so does the scroll
    // position; and a current line among the dropped ones must not scroll the list to its successor.
    m_shownConnections = {connect(model, &QAbstractItemModel::rowsAboutToBeRemoved, this,
                                  [this](const QModelIndex &, int first, int last) {
                                      const QHeaderView *rows = m_list->verticalHeader();
                                      m_droppedHeight =
                                          first == 0 && !m_followingEnd
                                              ? rows->sectionPosition(last) + rows->sectionSize(last)
                                              : 0;
                                      m_list->setAutoScroll(false);
                                  })};
    {
        const QScopedValueRollback placing(m_scrollingToPlace, true);
        m_list->setModel(model);
    }
    delete oldSelection; // setModel() made a new one and leaves the old to its owner
    m_shownConnections += {
        connect(model, &QAbstractItemModel::rowsRemoved, this,
                [this] {
                    m_list->setAutoScroll(true);
                    if (m_droppedHeight > 0) {
                        const QScopedValueRollback placing(m_scrollingToPlace, true);
                        m_list->verticalScrollBar()->setValue(m_list->verticalScrollBar()->value() -
                                                              m_droppedHeight);
                    }
                    m_droppedHeight = 0;
                }),
        connect(model, &QAbstractItemModel::rowsInserted, this,
                [this](const QModelIndex &, int first, int last) {
                    sizeRows(first, last);
                    if (m_followingEnd) {
                        scrollToEnd();
                    } else if (last == shownModel()->rowCount() - 1) {
                        m_unseenLines += last - first + 1;
                        updateNewLines();
                    }
                }),
        // A new stream, or the lines cleared: start again at the end.
        connect(model, &QAbstractItemModel::modelReset, this, [this] { setFollowingEnd(true); }),
    };
    if (m_followingEnd)
        scrollToEnd();
}

QModelIndex LogView::shownIndex(int modelRow) const
{
    const QModelIndex index = m_model->index(modelRow, 0);
    return m_list->model() == m_proxy ? m_proxy->mapFromSource(index) : index;
}

// --- search ---

void LogView::applySearch()
{
    m_searchDelay->stop();
    const QString text = m_search->text();
    m_delegate->setSearchText(text);
    m_model->setSearchText(text);
    if (text.isEmpty())
        return;
    // Start from what the reader sees.
    const QModelIndex top = m_list->indexAt(QPoint(0, 0));
    m_model->setCurrentMatchFrom(!top.isValid()               ? 0
                                 : m_list->model() == m_proxy ? m_proxy->mapToSource(top).row()
                                                              : top.row());
    scrollToMatch();
}

void LogView::updateMatches()
{
    const qint64 count = m_model->matchCount();
    const qint64 current = m_model->currentMatch();
    if (m_model->searchText().isEmpty())
        m_matches->clear();
    else if (count == 0)
        m_matches->setText(tr("No matches"));
    else if (current < 0)
        m_matches->setText(count == 1 ? tr("1 match") : tr("%1 matches").arg(QLocale().toString(count)));
    else
        m_matches->setText(tr("%1 of %2").arg(QLocale().toString(current + 1), QLocale().toString(count)));
    // Enabled while a search is typed but not yet run: Enter runs it.
    m_next->setEnabled(!m_search->text().isEmpty());
    m_previousMatch->setEnabled(!m_search->text().isEmpty());
}

void LogView::scrollToMatch()
{
    const int row = m_model->currentMatchRow();
    if (row < 0)
        return;
    const QModelIndex index = shownIndex(row);
    if (!index.isValid())
        return;
    m_list->doItemsLayout(); // the scroll range as of the lines now, not as of the last layout
    m_list->scrollTo(index, QAbstractItemView::EnsureVisible);
}

// --- the rest of the toolbar ---

void LogView::updateHeld()
{
    const qint64 held = m_model->heldCount();
    const QString text = held == 1 ? tr("Paused: 1 new line held")
                                   : tr("Paused: %1 new lines held").arg(QLocale().toString(held));
    m_held->setText(m_model->isPaused() ? text : QString());
    m_held->setVisible(m_model->isPaused());
    m_pause->setText(m_model->isPaused() ? tr("Resume") : tr("Pause"));
    m_pause->setIcon(QIcon(m_model->isPaused() ? QStringLiteral(":/icons/play.svg")
                                               : QStringLiteral(":/icons/pause.svg")));
}

void LogView::updateStatus()
{
    QString state;
    switch (m_state) {
    case LogStreamState::Idle:
        break;
    case LogStreamState::Connecting:
        state = tr("Connecting…");
        break;
    case LogStreamState::Streaming:
        state = m_request.follow ? tr("Following") : tr("Loading");
        break;
    case LogStreamState::Reconnecting:
        state = tr("Reconnecting…");
        break;
    case LogStreamState::Ended:
        state = tr("Ended");
        break;
    }
    const int rows = m_model->rowCount();
    const QString lines = rows == 1 ? tr("1 line") : tr("%1 lines").arg(QLocale().toString(rows));
    m_status->setText(state.isEmpty() ? lines : tr("%1 · %2").arg(state, lines));
}

void LogView::updateLayout()
{
    const bool wrap = m_wrap->isChecked();
    const QModelIndex top = m_list->indexAt(QPoint(0, 0)); // what a reader scrolled up keeps in view
    m_delegate->setWrap(wrap, m_list->viewport()->width());
    m_list->verticalHeader()->setDefaultSectionSize(m_delegate->lineHeight());
    m_list->setHorizontalScrollBarPolicy(wrap ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAsNeeded);
    updateColumnWidth();
    sizeRows(0, shownModel()->rowCount() - 1);
    if (m_followingEnd) {
        scrollToEnd();
    } else if (top.isValid()) {
        const QScopedValueRollback placing(m_scrollingToPlace, true);
        m_list->doItemsLayout();
        m_list->scrollTo(top, QAbstractItemView::PositionAtTop);
    }
}

void LogView::updateColumnWidth()
{
    m_delegate->setContentColumns(m_model->longestColumns());
    const int viewport = m_list->viewport()->width();
    const int width = m_wrap->isChecked() ? viewport : std::max(viewport, m_delegate->contentWidth());
    if (m_list->columnWidth(0) != width)
        m_list->setColumnWidth(0, width);
}

void LogView::sizeRows(int first, int last)
{
    QHeaderView *rows = m_list->verticalHeader();
    const int line = m_delegate->lineHeight();
    if (!m_wrap->isChecked()) {
        // Rows are one line high; only rows a wrap or an older font left taller need setting.
        for (int row = first; row <= last; ++row)
            if (rows->sectionSize(row) != line)
                rows->resizeSection(row, line);
        return;
    }
    const QAbstractItemModel *model = shownModel();
    for (int row = first; row <= last; ++row)
        rows->resizeSection(
            row, m_delegate->rowHeight(model->index(row, 0).data(kube::LogModel::ColumnsRole).toInt()));
}

void LogView::zoom(int steps)
{
    QFont font = m_delegate->font();
    const int points = std::clamp(font.pointSize() + steps, minimumFontPoints, maximumFontPoints);
    if (points == font.pointSize())
        return;
    font.setPointSize(points);
    m_delegate->setFont(font);
    m_list->setFont(font);
    updateLayout();
}

int LogView::fontPointSize() const
{
    return m_delegate->font().pointSize();
}

bool LogView::atBottom() const
{
    const QScrollBar *bar = m_list->verticalScrollBar();
    return bar->value() >= bar->maximum();
}

// --- following the end ---

void LogView::followEnd()
{
    setFollowingEnd(true);
    scrollToEnd();
}

void LogView::setFollowingEnd(bool following)
{
    if (following)
        m_unseenLines = 0;
    m_followingEnd = following;
    updateNewLines();
}

void LogView::scrollToEnd()
{
    const QScopedValueRollback placing(m_scrollingToPlace, true);
    m_list->scrollToBottom(); // lays out the rows that arrived first
}

void LogView::updateNewLines()
{
    const bool shown = !m_followingEnd && m_unseenLines > 0;
    if (shown) {
        m_newLines->setText(m_unseenLines == 1 ? tr("1 new line ↓")
                                               : tr("%n new lines ↓", nullptr, m_unseenLines));
        placeNewLines();
        m_newLines->raise();
    }
    m_newLines->setVisible(shown);
}

void LogView::placeNewLines()
{
    const QRect viewport = m_list->viewport()->geometry();
    const QSize size = m_newLines->sizeHint();
    m_newLines->setGeometry(viewport.center().x() - size.width() / 2,
                            viewport.bottom() - size.height() - newLinesMargin, size.width(), size.height());
}

void LogView::updateSearchWidth()
{
    // Wide enough for the hint whole, whatever the language's glyphs, with the frame and the clear button.
    const QStyle *style = m_search->style();
    const int frame = style->pixelMetric(QStyle::PM_DefaultFrameWidth, nullptr, m_search);
    const int clearButton = style->pixelMetric(QStyle::PM_SmallIconSize, nullptr, m_search) * 3 / 2;
    const QMargins margins = m_search->textMargins();
    constexpr int lineEditTextMargin = 2; // QLineEdit's own, each side
    m_search->setMinimumWidth(m_search->fontMetrics().horizontalAdvance(m_search->placeholderText()) +
                              2 * (frame + lineEditTextMargin) + margins.left() + margins.right() +
                              clearButton);
}

QString LogView::selectedText() const
{
    QModelIndexList selected = m_list->selectionModel()->selectedRows();
    std::sort(selected.begin(), selected.end(),
              [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    QStringList lines;
    for (const QModelIndex &index : std::as_const(selected))
        lines << index.data().toString();
    return lines.join(QLatin1Char('\n'));
}

void LogView::copySelection()
{
    const QString text = selectedText();
    if (!text.isEmpty())
        QApplication::clipboard()->setText(text);
}

void LogView::chooseSaveLoaded()
{
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Save Loaded Lines"), QStringLiteral("log.txt"));
    if (!path.isEmpty())
        saveLoaded(path);
}

void LogView::chooseSaveFull()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Full Log"), QStringLiteral("log.txt"));
    if (!path.isEmpty())
        requestFullLog(path);
}

void LogView::saveLoaded(const QString &path)
{
    // Built here (the model is the GUI thread's), written on a thread of its own: the GUI thread does no I/O.
    const QByteArray bytes = m_model->text().toUtf8();
    auto error = std::make_shared<QString>();
    QThread *writer = QThread::create([bytes, path, error] {
        QSaveFile file(path);
        // Owner-only before a byte is written (logs print tokens and passwords more often than they should).
        if (!file.open(QIODevice::WriteOnly) ||
            !file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner) ||
            file.write(bytes) != bytes.size() || !file.commit())
            *error = tr("Could not save %1: %2").arg(path, file.errorString());
    });
    writer->setParent(this);
    connect(writer, &QThread::finished, this, [this, writer, path, error] {
        writer->deleteLater();
        Q_EMIT saved(path, *error);
    });
    writer->start();
}

void LogView::requestFullLog(const QString &path)
{
    LogRequest request = m_request;
    request.follow = false;
    request.tailLines = -1;
    request.sinceSeconds = 0;
    request.sinceTime = QDateTime();
    Q_EMIT fullLogRequested(path, request);
}
