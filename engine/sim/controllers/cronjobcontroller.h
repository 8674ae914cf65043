// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "controller.h"

#include <QDateTime>

namespace kube::sim {

// A cron schedule in the five-field form (minute hour day-of-month month day-of-week; "*", "*/N", "A-B",
// "A-B/N", "A,B,C", names of months and days) or a macro (@hourly, @daily, @midnight, @weekly, @monthly,
// @yearly, @annually), evaluated in UTC.
class CronSchedule
{
public:
    // An invalid schedule gives isValid() false and error() saying why.
    static CronSchedule parse(const QString &text);
    bool isValid() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }
    bool matches(const QDateTime &minute) const;
    // The latest matching minute in (after, until], or an invalid QDateTime.
    QDateTime lastBetween(const QDateTime &after, const QDateTime &until) const;
    // The first matching minute after `from`.
    QDateTime nextAfter(const QDateTime &from) const;

private:
    QList<quint64> m_fields; // bit sets: minute, hour, day of month, month, day of week
    bool m_anyDayOfMonth = true;
    bool m_anyDayOfWeek = true;
    QString m_error;
};

// Creates a CronJob's Jobs (NAME-MINUTES, owned by it, from spec.jobTemplate) when its schedule comes due,
// one for the latest missed time if several were missed; records lastScheduleTime, lastSuccessfulTime and the
// active Jobs, and deletes finished Jobs beyond the history limits. A suspended CronJob creates nothing.
class CronJobController : public Controller
{
public:
    using Controller::Controller;
    void start() override;
    void observe(const StoreEvent &event) override;
    void sync(const QString &key) override;
};

} // namespace kube::sim
