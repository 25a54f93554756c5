import { createChunkLoader } from './chunkLoader';

describe('createChunkLoader', () => {
  it('fetches each chunk once and keeps it', async () => {
    const load = jest.fn((url: string) => Promise.resolve({ [url]: [['path', { d: 'M0 0' }]] }));
    const loader = createChunkLoader('/assets/material-icons/abc/', load);
    expect(loader.peek('Outlined', 2)).toBeUndefined();
    await Promise.all([loader.load('Outlined', 2), loader.load('Outlined', 2)]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('/assets/material-icons/abc/outlined-2.json');
    expect(loader.peek('Outlined', 2)).toEqual({
      '/assets/material-icons/abc/outlined-2.json': [['path', { d: 'M0 0' }]],
    });
  });

  it('asks again for a chunk that failed', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({});
    const loader = createChunkLoader('/d/', load);
    await expect(loader.load('Filled', 0)).rejects.toThrow('offline');
    await expect(loader.load('Filled', 0)).resolves.toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });
});
