// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "cache/informerstats.h"

#include <QWidget>

#include <optional>

// The way an object takes through an informer, drawn as boxes with the selected informer's numbers on them:
// Reflector → DeltaFIFO → Indexer → processor → listeners → models. Each box explains its stage in a tooltip
// (in the window's language): the page a learner keeps open next to client-go's source.
class InformerFlowDiagram : public QWidget
{
    Q_OBJECT
public:
    enum Stage {
        ReflectorStage,
        FifoStage,
        IndexerStage,
        ProcessorStage,
        ListenersStage,
        ModelsStage,
        StageCount
    };

    explicit InformerFlowDiagram(QWidget *parent = nullptr);

    // nullopt: no informer selected (the boxes are drawn without numbers).
    void setSnapshot(const std::optional<kube::InformerSnapshot> &snapshot);
    static QString stageName(Stage stage);
    static QString stageExplanation(Stage stage);
    // What the box of `stage` shows for `snapshot`, one line each.
    static QStringList stageNumbers(Stage stage, const kube::InformerSnapshot &snapshot);
    QRect stageRect(Stage stage) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    std::optional<kube::InformerSnapshot> m_snapshot;
};
