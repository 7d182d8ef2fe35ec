import { createColumnHelper } from '@tanstack/react-table';
import { COLOR_MODES } from '@wedding/core';
import type { ReactNode } from 'react';
import { describe, it } from 'vitest';
import { Avatar } from '../components/Avatar/Avatar';
import { Badge, badgeTones } from '../components/Badge/Badge';
import { Breadcrumbs } from '../components/Breadcrumbs/Breadcrumbs';
import { Button, buttonVariants } from '../components/Button/Button';
import { Card } from '../components/Card/Card';
import { Checkbox } from '../components/Checkbox/Checkbox';
import { CountdownCard } from '../components/CountdownCard/CountdownCard';
import { DataTable } from '../components/DataTable/DataTable';
import { EmptyState } from '../components/EmptyState/EmptyState';
import { ErrorScreen } from '../components/ErrorScreen/ErrorScreen';
import { NumberStepper } from '../components/NumberStepper/NumberStepper';
import { Pagination } from '../components/Pagination/Pagination';
import { RadioGroup } from '../components/RadioGroup/RadioGroup';
import { SearchField } from '../components/SearchField/SearchField';
import { StatCard } from '../components/StatCard/StatCard';
import { StepIndicator } from '../components/StepIndicator/StepIndicator';
import { Switch } from '../components/Switch/Switch';
import { TagEditor } from '../components/TagEditor/TagEditor';
import { TextArea } from '../components/TextArea/TextArea';
import { TextField } from '../components/TextField/TextField';
import { shootScene } from './screenshot-scene';

const fixedNow = () => new Date('2027-06-01T12:00:00Z');

interface Row {
  id: string;
  name: string;
  guests: number;
}
const column = createColumnHelper<Row>();
const tableColumns = [
  column.accessor('name', { header: 'Name' }),
  column.accessor('guests', { header: 'Personen' }),
];
const tableRows: Row[] = [
  { id: 'a', name: 'Anna Schmidt', guests: 2 },
  { id: 'b', name: 'Ben Müller', guests: 1 },
];
const noop = () => {};

const scenes: Record<string, ReactNode> = {
  navigation: (
    <>
      <Breadcrumbs path="/dashboard/wedding/guests" />
      <Pagination page={3} totalPages={9} onPageChange={noop} />
      <TagEditor tags={['hochzeit', 'familie']} onAdd={noop} onRemove={noop} />
    </>
  ),
  table: (
    <DataTable
      label="Gäste"
      data={tableRows}
      columns={tableColumns}
      getRowId={(row) => row.id}
      enableRowSelection
      layout="table"
      height="12rem"
    />
  ),
  buttons: (
    <div style={{ display: 'flex', gap: '8px', flexWrap: 'wrap' }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} variant={variant}>
          {variant}
        </Button>
      ))}
      <Button isDisabled>disabled</Button>
    </div>
  ),
  fields: (
    <>
      <TextField label="Vorname" defaultValue="Anna" />
      <TextField label="Nachname" errorMessage="Pflichtfeld" />
      <TextArea label="Nachricht" maxLength={1000} defaultValue="Wir freuen uns!" />
      <NumberStepper label="Gäste" defaultValue={1} minValue={1} maxValue={10} />
      <SearchField label="Suche" defaultValue="Müller" />
    </>
  ),
  choices: (
    <>
      <Checkbox defaultSelected>Vegetarisch</Checkbox>
      <Switch defaultSelected>Website aktiv</Switch>
      <RadioGroup
        label="Teilnahme"
        defaultValue="attending"
        options={[
          { value: 'attending', label: 'Ich komme' },
          { value: 'maybe', label: 'Vielleicht' },
        ]}
      />
    </>
  ),
  display: (
    <>
      <div style={{ display: 'flex', gap: '6px', flexWrap: 'wrap' }}>
        {badgeTones.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
      </div>
      <Avatar name="anna" />
      <Card title="Trauung" description="Standesamt, 14:00 Uhr">
        Bitte pünktlich sein.
      </Card>
      <StepIndicator current={2} total={5} stepTitle="Teilnahme" />
      <StepIndicator current={3} total={5} variant="bar" />
    </>
  ),
  cards: (
    <>
      <CountdownCard date="2027-06-10T12:00:00Z" getNow={fixedNow} />
      <StatCard title="Zusagen" value={128} countUpMs={0} trend={{ value: '12 %', isPositive: true }} />
      <EmptyState title="Noch keine Gäste hinzugefügt" description="Fügen Sie Ihren ersten Gast hinzu." />
    </>
  ),
  error: <ErrorScreen type="network_error" onRetry={() => {}} onGoHome={() => {}} />,
};

describe('visual regression: finished components in light and dark', () => {
  for (const mode of COLOR_MODES) {
    for (const [name, node] of Object.entries(scenes)) {
      it(`${name} (${mode})`, async () => {
        await shootScene({ name, mode }, node);
      });
    }
  }
});
