-- Opens each file of $HAPTUI_FILES in headless Neovim 0.7 with `haptui lsp` attached
-- (vim.lsp.start_client, vim.lsp.buf_attach_client), waits for its diagnostics and writes
-- one line per diagnostic to $HAPTUI_OUT: FILE<TAB>CODE<TAB>LINE (1-based), or FILE<TAB>-<TAB>0
-- for a file without any. A file whose diagnostics never arrive is written as TIMEOUT.
local published = {}
local handlers = {
  ['textDocument/publishDiagnostics'] = function(err, result, ctx, config)
    published[result.uri] = true
    return vim.lsp.diagnostic.on_publish_diagnostics(err, result, ctx, config)
  end,
}
local client = vim.lsp.start_client({
  name = 'haptui',
  cmd = { os.getenv('HAPTUI_BIN'), 'lsp' },
  root_dir = vim.fn.getcwd(),
  handlers = handlers,
})
local out = io.open(os.getenv('HAPTUI_OUT'), 'w')
for file in string.gmatch(os.getenv('HAPTUI_FILES'), '[^\n]+') do
  vim.cmd('edit ' .. vim.fn.fnameescape(file))
  local buffer = vim.api.nvim_get_current_buf()
  vim.bo[buffer].filetype = 'markdown'
  local uri = vim.uri_from_bufnr(buffer)
  vim.lsp.buf_attach_client(buffer, client)
  local arrived = vim.wait(20000, function() return published[uri] == true end, 20)
  if not arrived then
    out:write(file .. '\tTIMEOUT\t0\n')
  else
    local found = vim.diagnostic.get(buffer)
    table.sort(found, function(a, b)
      if a.lnum ~= b.lnum then return a.lnum < b.lnum end
      return a.col < b.col
    end)
    if #found == 0 then out:write(file .. '\t-\t0\n') end
    for _, d in ipairs(found) do
      local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) or '?'
      out:write(file .. '\t' .. code .. '\t' .. (d.lnum + 1) .. '\n')
    end
  end
  out:flush()
end
out:close()
vim.lsp.stop_client(client)
vim.wait(2000, function() return vim.lsp.client_is_stopped(client) end, 20)
vim.cmd('qa!')
