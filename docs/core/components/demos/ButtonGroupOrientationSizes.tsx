import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

export default function ButtonGroupOrientationSizes() {
  return (
    <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap" alignItems="flex-start">
      <Stack spacing={2} alignItems="flex-start">
        <ButtonGroup size="small" aria-label="Zoom, small">
          <Button>−</Button>
          <Button>100%</Button>
          <Button>+</Button>
        </ButtonGroup>
        <ButtonGroup aria-label="Zoom, medium">
          <Button>−</Button>
          <Button>100%</Button>
          <Button>+</Button>
        </ButtonGroup>
        <ButtonGroup size="large" aria-label="Zoom, large">
          <Button>−</Button>
          <Button>100%</Button>
          <Button>+</Button>
        </ButtonGroup>
      </Stack>
      <ButtonGroup orientation="vertical" variant="contained" aria-label="Export format">
        <Button>PDF</Button>
        <Button>CSV</Button>
        <Button disabled>XLSX</Button>
      </ButtonGroup>
      <ButtonGroup orientation="vertical" variant="text" aria-label="Sort order">
        <Button>Newest</Button>
        <Button>Oldest</Button>
        <Button>Most read</Button>
      </ButtonGroup>
    </Stack>
  );
}
