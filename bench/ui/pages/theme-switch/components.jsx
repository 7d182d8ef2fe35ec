// The 200 components every variant of the theme page shows; each item counts its own renders.
import {
  Avatar,
  Badge,
  Button,
  badgeTones,
  buttonVariants,
  Card,
  Checkbox,
  Switch,
  TextField,
} from '@wedding/ui';

export const COMPONENT_COUNT = 200;
export const renderCounter = { renders: 0 };

const KINDS = [
  (index) => <Button variant={buttonVariants[index % buttonVariants.length]}>Speichern {index}</Button>,
  (index) => <TextField label={`Name ${index}`} defaultValue="Anna Weber" />,
  (index) => (
    <Card title={`Tisch ${index}`} description="Acht Plätze">
      Anna, Ben, Clara
    </Card>
  ),
  (index) => <Badge tone={badgeTones[index % badgeTones.length]}>Zugesagt</Badge>,
  (index) => <Switch defaultSelected={index % 2 === 0}>Erinnerung {index}</Switch>,
  (index) => <Checkbox defaultSelected={index % 3 === 0}>Vegetarisch {index}</Checkbox>,
  () => <Avatar name="Anna Weber" />,
  (index) => (
    <Button variant="outline" size="sm">
      Einladen {index}
    </Button>
  ),
];

function Item({ index }) {
  renderCounter.renders += 1;
  return <div data-bench-item="">{KINDS[index % KINDS.length](index)}</div>;
}

export function ComponentGrid() {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(8, minmax(0, 1fr))',
        gap: '8px',
        padding: '8px',
      }}
    >
      {Array.from({ length: COMPONENT_COUNT }, (_, index) => (
        <Item key={String(index)} index={index} />
      ))}
    </div>
  );
}
