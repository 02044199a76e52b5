// Her pictures from the computer: a button that opens the file picker, and a place to drop them on, which says so
// while files are over it. Only pictures are taken; the studio reads each one whole when it is saved.

import { type DragEvent, type ReactNode, useRef, useState } from "react";

const ACCEPT = "image/png,image/jpeg,image/webp,image/avif";
const isPicture = (file: File) => /\.(png|jpe?g|webp|avif)$/i.test(file.name) || ACCEPT.includes(file.type || "-");

export function PickPictures({
  label,
  several,
  onFiles,
}: {
  label: string;
  several: boolean;
  onFiles(files: File[]): void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className="add" onClick={() => input.current?.click()}>
        {label}
      </button>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        multiple={several}
        hidden
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])].filter(isPicture));
          event.target.value = "";
        }}
      />
    </>
  );
}

/** A place that takes pictures dropped from the computer (dragging inside the page is the Sortable's). */
export function DropPictures({ onFiles, children }: { onFiles(files: File[]): void; children: ReactNode }) {
  const [over, setOver] = useState(false);
  const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files");
  return (
    <div
      className={over ? "drop over" : "drop"}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setOver(false);
        onFiles([...event.dataTransfer.files].filter(isPicture));
      }}
    >
      {children}
    </div>
  );
}
